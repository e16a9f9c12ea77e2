/**
 * `npm start` (after the build): serves dist/ with an SPA fallback (index.html preloading the shop's
 * resolved profile), the demo gateway under /api/, and the shop profiles at run time under /shop-profiles/,
 * on http://127.0.0.1:${PORT:-4173} only, every answer with the security headers of docs/security.md.
 * DEMO_NOW (an ISO date or epoch ms) freezes the gateway clock, for screenshots. DEMO_CONTROLS=1 (set by
 * `npm start` and the test configs) turns on the demo's fault injection and reset (`/api/__demo/*`,
 * `X-Demo-Fault`); without it they do not exist. Client log batches the demo gateway receives are printed
 * one line each. DIST and PROFILES serve another build folder and another shop-profiles folder.
 */
import { stat, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadEnv } from 'vite';
import type { DemoGateway } from '../src/demo-gateway';
import { createDemoBackend } from './lib/demo-gateway-node';
import { acceptsGzip, GZIP_ABOVE_BYTES, requestTarget } from './lib/node-fetch-bridge';
import type { DemoBackendOptions } from './lib/demo-gateway-node';
import { securityHeaders } from './lib/security-headers';
import { previewGate, withPreviewMeta } from './lib/preview';
import type { PreviewOptions } from './lib/preview';
import { withShopHints } from './lib/shop-hints';
import { firstPaintFile, PROFILE_STAMP_META, profileStamp } from './lib/first-paint-page';
import { PROFILES_DIR } from './lib/profiles-fs';
import { resolvedProfile } from './lib/resolved-profiles';
import { mallPathFrom } from '../engine';
import type { ShopProfileLoad } from '../engine';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface ServerOptions extends Omit<DemoBackendOptions, 'preview'> {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** The built storefront. */
  dist?: string;
  /** The build's `VITE_*` variables, for the Content-Security-Policy; read like `vite build` does by default. */
  env?: Record<string, string>;
  /** Serve a preview of a draft profile (scripts/profiles-preview.ts): banner, no orders, an end. */
  preview?: PreviewOptions;
}

export interface RunningServer {
  url: string;
  port: number;
  gateway: DemoGateway;
  close(): Promise<void>;
}

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  gzip?: Buffer;
}

/** index.html for an address: with the preload hints of the shop it names, and in a preview the draft's name. */
function shopPage(index: CachedFile, url: URL, preview: PreviewOptions | undefined): CachedFile {
  const html = withShopHints(index.body.toString('utf8'), url);
  const body = Buffer.from(preview ? withPreviewMeta(html, preview) : html);
  return { mtimeMs: index.mtimeMs, body, gzip: body.length > GZIP_ABOVE_BYTES ? gzipSync(body) : undefined };
}

const STAMP = new RegExp(`<meta name="${PROFILE_STAMP_META}" content="([0-9a-f]+)">`);
// One stamp per profile answer: the answer object stands until a file of the profile changes.
const stamps = new WeakMap<ShopProfileLoad, string>();

/** Whether a prerendered page was drawn from the shop's profile as it stands (not from an older one). */
async function current(page: CachedFile, mallPath: string, profilesDir: string): Promise<boolean> {
  const load = await resolvedProfile(profilesDir, mallPath);
  if (!stamps.has(load)) stamps.set(load, profileStamp(load));
  return STAMP.exec(page.body.toString('utf8'))?.[1] === stamps.get(load);
}

function staticFiles(distDir: string, profilesDir: string, preview: PreviewOptions | undefined) {
  const root = resolve(distDir);
  const cache = new Map<string, CachedFile>();

  async function load(path: string): Promise<CachedFile | undefined> {
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const known = cache.get(path);
    if (known && known.mtimeMs === info.mtimeMs) return known;
    const body = await readFile(path);
    const file: CachedFile = { mtimeMs: info.mtimeMs, body };
    if (COMPRESSIBLE.has(extname(path)) && body.length > GZIP_ABOVE_BYTES) file.gzip = gzipSync(body);
    cache.set(path, file);
    return file;
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    file: CachedFile,
    cacheControl: string,
  ) {
    const gzip = file.gzip && acceptsGzip(req);
    const body = gzip && file.gzip ? file.gzip : file.body;
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': cacheControl,
      ...(file.gzip ? { Vary: 'Accept-Encoding' } : {}),
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = requestTarget(req);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    const path = join(root, pathname);
    if (pathname.includes('\0') || (path !== root && !path.startsWith(root + sep))) {
      res.writeHead(400).end('Bad request');
      return;
    }
    const file = pathname.endsWith('/') ? undefined : await load(path);
    if (file) return send(req, res, path, file, pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    // A missing asset is a 404; any other path is a route of the single-page app.
    if (pathname.startsWith('/assets/') || (extname(pathname) !== '' && extname(pathname) !== '.html')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    // A shop's page prerendered from its profile as it stands (a preview draws a draft instead).
    const mallPath = preview ? undefined : mallPathFrom(pathname, '');
    const prerenderedPath = join(root, firstPaintFile(pathname));
    const prerendered = mallPath ? await load(prerenderedPath) : undefined;
    if (prerendered && mallPath && (await current(prerendered, mallPath, profilesDir)))
      return send(req, res, prerenderedPath, prerendered, 'no-cache');
    const index = await load(join(root, 'index.html'));
    if (!index) {
      res
        .writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end(`${root}/index.html is missing: run npm run build`);
      return;
    }
    send(req, res, join(root, 'index.html'), shopPage(index, url, preview), 'no-cache');
  };
}

export async function startServer({
  port = 4173,
  host = '127.0.0.1',
  dist = 'dist',
  env = loadEnv('production', process.cwd(), 'VITE_'),
  preview,
  ...backendOptions
}: ServerOptions = {}): Promise<RunningServer> {
  const backend = createDemoBackend({ ...backendOptions, preview: preview !== undefined });
  const files = staticFiles(dist, backendOptions.profilesDir ?? PROFILES_DIR, preview);
  const previewOver = preview ? previewGate(preview) : () => false;
  const headers = Object.entries(securityHeaders(env));
  const server = createServer((req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    void (async () => {
      if (previewOver(req, res)) return;
      if (await backend.handle(req, res)) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end('Method not allowed');
        return;
      }
      await files(req, res);
    })().catch((error: unknown) => {
      console.error('[serve]', error);
      if (!res.headersSent) res.writeHead(500).end('Internal error');
    });
  });
  await new Promise<void>((done, failed) => {
    server.once('error', failed);
    server.listen(port, host, () => done());
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actual}`,
    port: actual,
    gateway: backend.gateway,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

function frozenClock(value: string | undefined): (() => number) | undefined {
  if (!value) return undefined;
  const time = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (Number.isNaN(time)) throw new Error(`DEMO_NOW is not a date: ${value}`);
  return () => time;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const running = await startServer({
    port: Number(process.env.PORT ?? 4173),
    dist: process.env.DIST ?? 'dist',
    profilesDir: process.env.PROFILES ?? PROFILES_DIR,
    now: frozenClock(process.env.DEMO_NOW),
    demoControls: process.env.DEMO_CONTROLS === '1',
    onLog: (line) => console.log(line),
  });
  console.log(
    `Demo storefront on ${running.url}/  (shops: ${running.url}/shop-profiles/index.json; demo accounts: member, reviewer, supplier, viewer, newcomer / Demo@2026)`,
  );
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
