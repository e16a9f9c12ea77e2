import { constants, createCipheriv, createDecipheriv, publicEncrypt } from 'node:crypto';
import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GatewayAnswer, LoginAnswer } from '../../../engine/contract';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  /** Sent as is (for malformed JSON). */
  rawBody?: string;
  token?: string;
  mallPath?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A client for a demo gateway at `base` (a loopback server, or an msw-intercepted origin). */
export function client(base: () => string) {
  async function raw(path: string, options: CallOptions = {}): Promise<Response> {
    const headers = new Headers(options.headers);
    if (options.mallPath !== null) headers.set('X-Mall-Path', options.mallPath ?? 'points');
    if (options.token) headers.set('Authorization', options.token);
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    return fetch(base() + path, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal,
    });
  }

  async function call<T = unknown>(path: string, options: CallOptions = {}): Promise<GatewayAnswer<T>> {
    return (await (await raw(path, options)).json()) as GatewayAnswer<T>;
  }

  /** The password as the storefront sends it: 10-character chunks, RSA PKCS#1 v1.5, base64, joined with ','. */
  async function encryptPassword(password: string): Promise<string> {
    const { data: key } = await call<string>('/api/auth/publicKey');
    return (password.match(/.{1,10}/g) ?? [])
      .map((chunk) =>
        publicEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(chunk)).toString('base64'),
      )
      .join(',');
  }

  async function login(
    account: string,
    mallPath = 'points',
    password = 'Demo@2026',
  ): Promise<GatewayAnswer<LoginAnswer>> {
    return call('/api/auth/login', {
      mallPath,
      body: { account, password: await encryptPassword(password) },
    });
  }

  async function token(account: string, mallPath = 'points'): Promise<string> {
    const answer = await login(account, mallPath);
    if (!answer.success) throw new Error(`login ${account}@${mallPath}: ${answer.message}`);
    return answer.data.token;
  }

  return { raw, call, login, token, encryptPassword };
}

interface Secret {
  aesKey: string;
  aesIv: string;
}

const args = ({ aesKey, aesIv }: Secret) => ['aes-128-cbc', Buffer.from(aesKey), Buffer.from(aesIv)] as const;

export function aesEncrypt(value: unknown, secret: Secret): string {
  const cipher = createCipheriv(...args(secret));
  return Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]).toString('base64');
}

export function aesDecrypt(text: string, secret: Secret): unknown {
  const decipher = createDecipheriv(...args(secret));
  return JSON.parse(
    Buffer.concat([decipher.update(Buffer.from(text, 'base64')), decipher.final()]).toString('utf8'),
  );
}

/** A copy of shop-profiles/ and a tiny fake dist/, in a fresh temp folder. */
export async function fixtureFolders(): Promise<{ profilesDir: string; dist: string }> {
  const root = await mkdtemp(join(tmpdir(), 'demo-gateway-'));
  const profilesDir = join(root, 'shop-profiles');
  const dist = join(root, 'dist');
  await cp('shop-profiles', profilesDir, { recursive: true });
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>商城</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(dist, 'assets', 'app-3f2a.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  await writeFile(join(dist, 'robots.txt'), 'User-agent: *\n');
  return { profilesDir, dist };
}

/** The smallest valid PNG header bytes, padded. */
export const PNG_BYTES = new Uint8Array([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...new Array(64).fill(0),
]);
