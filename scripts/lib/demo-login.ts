// Logging in to the demo gateway through its API, and the session the storefront then reads from
// localStorage: shared by the screenshot matrix (tests/matrix/fixtures.ts) and `npm run lighthouse`.
import { constants, publicEncrypt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { storageKey } from '../../engine/domain/session';

/** Every demo account's password (src/demo-gateway/README.md). */
export const DEMO_PASSWORD = 'Demo@2026';

/** The demo accounts (docs/gateway.md); `guest` is nobody logged in. */
export type Account = 'guest' | 'member' | 'reviewer' | 'supplier' | 'viewer' | 'newcomer';

export interface StoredLogin {
  token: string;
  expireTime: number;
}

/** Base address of the demo gateway's login calls (the `.env` default, docs/gateway.md). */
const LOGIN_BASE = '/api/auth';

interface GatewayAnswer<T> {
  success: boolean;
  code: string;
  message: string;
  data: T;
}

const CREDENTIAL_CHUNK_LENGTH = 10;

/** As src/lib/crypto.ts does it: 10-character chunks, each RSA PKCS#1 v1.5 to base64, joined with ','. */
export function encryptCredential(plain: string, publicKeyPem: string): string {
  const chunks: string[] = [];
  for (let start = 0; start < plain.length; start += CREDENTIAL_CHUNK_LENGTH) {
    const chunk = Buffer.from(plain.slice(start, start + CREDENTIAL_CHUNK_LENGTH), 'utf8');
    chunks.push(
      publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, chunk).toString('base64'),
    );
  }
  return chunks.join(',');
}

async function gatewayCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  mallPath: string,
  data?: unknown,
): Promise<T> {
  // Each call on a connection of its own: the server closes a socket idle for 5 s, and a call reusing it
  // just then fails with ECONNRESET (logins come seconds apart, one per account and worker).
  const headers = { 'X-Mall-Path': mallPath, Connection: 'close' };
  const response = await request.fetch(path, { method, headers, data });
  const answer = (await response.json().catch(() => undefined)) as GatewayAnswer<T> | undefined;
  if (!response.ok() || !answer?.success) {
    const reason = answer ? `${answer.code} ${answer.message}` : `HTTP ${response.status()}`;
    throw new Error(`demo gateway ${method} ${path} for shop "${mallPath}" failed: ${reason}`);
  }
  return answer.data;
}

/**
 * Logs in through the gateway's API (faster and steadier than the form; the form has its own e2e tests).
 * `request` has the storefront's origin as its baseURL.
 */
export async function apiLogin(
  request: APIRequestContext,
  mallPath: string,
  account: Exclude<Account, 'guest'>,
): Promise<StoredLogin> {
  const publicKey = await gatewayCall<string>(request, 'GET', `${LOGIN_BASE}/publicKey`, mallPath);
  const password = encryptCredential(DEMO_PASSWORD, publicKey);
  return gatewayCall<StoredLogin>(request, 'POST', `${LOGIN_BASE}/login`, mallPath, { account, password });
}

/** The localStorage entries the storefront reads at start-up (src/lib/session): token and expiry. */
export function sessionEntries(mallPath: string, { token, expireTime }: StoredLogin) {
  return [
    { name: storageKey(mallPath, 'token'), value: token },
    { name: storageKey(mallPath, 'expireTime'), value: String(expireTime) },
  ];
}
