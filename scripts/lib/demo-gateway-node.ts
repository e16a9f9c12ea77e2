// Node glue for the demo gateway: profiles read from the folder at request time, /shop-profiles/* served
// from it, node:http requests bridged to the gateway's fetch-style handler (node-fetch-bridge.ts). Used by
// scripts/serve.ts and the Vite dev plugin (vite-plugin-demo-gateway.ts).
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createDemoGateway } from '../../src/demo-gateway';
import type { DemoGateway, DemoGatewayOptions, ProfileMap } from '../../src/demo-gateway';
import { CATALOGUE_TEXT, CODE } from '../../src/demo-gateway/answer';
import { checkProfileFolder, PROFILES_DIR } from './profiles-fs';
import { resolvedProfileResponse } from './resolved-profiles';
import { DEFAULT_THEME_COLOUR } from '../../engine/domain/default-theme-colour';
import { BodyTooLarge, requestTarget, sendFetchResponse, toFetchRequest } from './node-fetch-bridge';

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
      // The gateway is handed this very target: what the gate below checks is what it routes by.
      const target = requestTarget(req);
      const { pathname } = target;
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
            await gateway.handle(await toFetchRequest(req, res, target), req.socket.remoteAddress),
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
