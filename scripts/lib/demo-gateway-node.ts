// Node glue for the demo gateway: profiles read from the folder at request time, /shop-profiles/* served
// from it, node:http requests bridged to the gateway's fetch-style handler (answers gzipped). Used by
// scripts/serve.ts and the Vite dev plugin (vite-plugin-demo-gateway.ts).
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { createDemoGateway } from '../../src/demo-gateway';
import type { DemoGateway, DemoGatewayOptions, ProfileMap } from '../../src/demo-gateway';
import { CATALOGUE_TEXT, CODE } from '../../src/demo-gateway/answer';
import { checkProfileFolder, PROFILES_DIR } from './profiles-fs';
import { resolvedProfileResponse } from './resolved-profiles';
import { DEFAULT_THEME_COLOUR } from '../../engine/profiles/default-theme-colour';

/** Largest request body accepted (uploads are refused above 1 MB by the gateway itself). */
const MAX_BODY_BYTES = 5 * 1024 * 1024;

/**
 * The valid shops of a profile folder, re-read when the gateway asks for a refresh (an unknown mall path)
 * or when the last read is older than `maxAgeMs`, so new and edited profiles need no restart.
 */
export function folderProfiles(
  dir = PROFILES_DIR,
  maxAgeMs = 2000,
): (refresh: boolean) => Promise<ProfileMap> {
  let last: { at: number; shops: Promise<ProfileMap> } | undefined;
  return (refresh) => {
    if (!last || refresh || Date.now() - last.at > maxAgeMs) {
      const shops = checkProfileFolder(dir).then((result) => result.shops as ProfileMap);
      last = { at: Date.now(), shops };
      shops.catch(() => (last = undefined));
    }
    return last.shops;
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' },
  });

const SAFE_NAME = /^[A-Za-z0-9_-]+$/;

async function readJson(path: string): Promise<unknown> {
  return JSON.parse(await readFile(path, 'utf8'));
}

/**
 * `GET /shop-profiles/index.json` lists the valid shops; `/shop-profiles/<name>.json` and
 * `/shop-profiles/presets/<name>.json` are the raw files, read at request time;
 * `/shop-profiles/resolved/<mallPath>.json` is a shop resolved and checked. Undefined for other paths.
 */
export async function profilesResponse(
  pathname: string,
  dir: string,
  source: (refresh: boolean) => ProfileMap | Promise<ProfileMap>,
): Promise<Response | undefined> {
  const match = /^\/shop-profiles\/(?:(presets|resolved)\/)?([^/]+)\.json$/.exec(pathname);
  if (!pathname.startsWith('/shop-profiles/')) return undefined;
  if (!match) return json({ message: 'Not found' }, 404);
  const [, folder, name = ''] = match;
  if (folder === 'resolved') return resolvedProfileResponse(dir, name);
  if (!folder && name === 'index') {
    const shops = [...(await source(true)).values()].map(async ({ profile }) => {
      const raw = (await readJson(join(dir, `${profile.shop.mallPath}.json`)).catch(() => ({}))) as {
        description?: unknown;
      };
      return {
        mallPath: profile.shop.mallPath,
        name: profile.shop.name,
        id: profile.shop.id,
        color: profile.theme?.color ?? DEFAULT_THEME_COLOUR,
        description: typeof raw.description === 'string' ? raw.description : '',
      };
    });
    return json((await Promise.all(shops)).sort((a, b) => a.mallPath.localeCompare(b.mallPath)));
  }
  if (!SAFE_NAME.test(name)) return json({ message: 'Not found' }, 404);
  const file = join(dir, folder ?? '', `${name}.json`);
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return json({ message: 'Not found' }, 404);
  return new Response(text, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}

class BodyTooLarge extends Error {}

/**
 * The request body, refused above MAX_BODY_BYTES (by its Content-Length at once). The stream is never
 * destroyed: the rest of a refused body is read and dropped while the 413 goes out, and the connection
 * then closes (Connection: close), so the client is never reset mid-request and its next request opens
 * a fresh connection.
 */
function readRequestBody(req: IncomingMessage): Promise<Buffer> {
  if (Number(req.headers['content-length']) > MAX_BODY_BYTES) {
    req.resume();
    return Promise.reject(new BodyTooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      req.off('data', collect);
      req.resume();
      reject(new BodyTooLarge());
    };
    req.on('data', collect);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** The node request as a fetch Request whose signal aborts when the client goes away. */
export async function toFetchRequest(req: IncomingMessage, res: ServerResponse): Promise<Request> {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readRequestBody(req);
  return new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`, {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    signal: controller.signal,
  });
}

export const acceptsGzip = (req: IncomingMessage): boolean =>
  /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

/** Bodies above this size are worth gzipping: JSON answers here, text files in scripts/serve.ts. */
export const GZIP_ABOVE_BYTES = 1024;
const gzipAsync = promisify(gzip);
// By ETag (the same tag is the same bytes): the region files (jiedao.json is 2.5 MB, some 50 ms of work) are
// compressed once per process.
const gzippedByEtag = new Map<string, Promise<Buffer>>();

function gzipped(response: Response, body: Buffer): Promise<Buffer> {
  const etag = response.headers.get('ETag');
  if (!etag) return gzipAsync(body);
  const known = gzippedByEtag.get(etag) ?? gzipAsync(body);
  gzippedByEtag.set(etag, known);
  return known;
}

/** The fetch Response on the node response; a JSON body above 1 KB gzipped when the client takes it. */
export async function sendFetchResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const compressible =
    body.length > GZIP_ABOVE_BYTES &&
    (response.headers.get('Content-Type') ?? '').startsWith('application/json');
  const sent = compressible && acceptsGzip(req) ? await gzipped(response, body) : body;
  if (res.destroyed) return;
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (sent !== body) res.setHeader('Content-Encoding', 'gzip');
  // A 304 has no body and keeps the cached file's length.
  if (response.body) res.setHeader('Content-Length', sent.length);
  res.end(sent);
}

export interface DemoBackendOptions extends Partial<Omit<DemoGatewayOptions, 'profiles'>> {
  profilesDir?: string;
  /**
   * The demo's test controls: `/api/__demo/*` (faults, reset, clock) and the `X-Demo-Fault` header. Off
   * unless asked for (`npm start`, `npm run dev` and the test servers do), so a server started any other
   * way has neither: they need no authentication (docs/security.md).
   */
  demoControls?: boolean;
}

export interface DemoBackend {
  gateway: DemoGateway;
  /** Answers /api/* and /shop-profiles/*; false for any other path (left to the caller). */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

const failure = (code: string, message: string, status: number) =>
  json({ success: false, code, message, data: null }, status);

/** A path whose percent escapes do not decode (`%E0%A4%A`) is refused before any route reads it. */
function malformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** The gateway over a profile folder, as a node request handler. */
export function createDemoBackend({
  profilesDir = PROFILES_DIR,
  demoControls = false,
  ...options
}: DemoBackendOptions = {}): DemoBackend {
  const source = folderProfiles(profilesDir);
  const gateway = createDemoGateway({ ...options, profiles: source });
  return {
    gateway,
    async handle(req, res) {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      const isApi = pathname.startsWith('/api/');
      if (!isApi && !pathname.startsWith('/shop-profiles/')) return false;
      try {
        if (malformedPath(pathname)) {
          await sendFetchResponse(req, res, failure(CODE.invalid, '请求地址格式错误', 400));
        } else if (!isApi) {
          await sendFetchResponse(
            req,
            res,
            (await profilesResponse(pathname, profilesDir, source)) ?? json({}, 404),
          );
        } else if (!demoControls && pathname.startsWith('/api/__demo/')) {
          await sendFetchResponse(req, res, failure(CODE.notRouted, '接口不存在', 404));
        } else {
          if (!demoControls) delete req.headers['x-demo-fault'];
          await sendFetchResponse(
            req,
            res,
            await gateway.handle(await toFetchRequest(req, res), req.socket.remoteAddress),
          );
        }
      } catch (error) {
        const tooLarge = error instanceof BodyTooLarge;
        if (!tooLarge) console.error('[demo-gateway]', error);
        if (tooLarge) res.setHeader('Connection', 'close');
        if (!res.headersSent) {
          await sendFetchResponse(
            req,
            res,
            tooLarge
              ? failure('413', '请求数据过大', 413)
              : failure(CODE.busy, CATALOGUE_TEXT[CODE.busy] ?? '', 500),
          );
        }
      }
      return true;
    },
  };
}
