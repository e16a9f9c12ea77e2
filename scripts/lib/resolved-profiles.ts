// `GET /shop-profiles/resolved/<mallPath>.json`: a shop's profile resolved and checked on the server, with
// the engine's own loader and check (those of `npm run profiles:check` and of the browser on a static
// host), so the browser fetches one file and needs no validator. Each answer is kept until a file it read
// changes on disk (docs/performance.md).
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isMallPath } from '../../engine';
import type { ShopProfileLoad } from '../../engine';
import { loadShopProfile } from '../../engine/profiles/load';

interface Answer {
  load: ShopProfileLoad;
  /** Every file the answer read (full path) and how it stood then: mtime and size, or missing. */
  read: Map<string, string>;
}

const stampOf = (path: string): Promise<string> =>
  stat(path).then(
    (info) => `${info.mtimeMs}:${info.size}`,
    () => 'missing',
  );

async function unchanged(read: ReadonlyMap<string, string>): Promise<boolean> {
  const stamps = await Promise.all([...read].map(async ([path, stamp]) => (await stampOf(path)) === stamp));
  return stamps.every(Boolean);
}

async function answer(dir: string, mallPath: string): Promise<Answer> {
  const read = new Map<string, string>();
  const load = await loadShopProfile(mallPath, async (path) => {
    const full = join(dir, path);
    // Stamped before reading: a change in between makes the next request read again.
    read.set(full, await stampOf(full));
    return readFile(full, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
  });
  return { load, read };
}

/** A shop's resolved profile, from the folder `dir`, answered from memory while its files stand. */
export function resolvedProfiles(dir: string): (mallPath: string) => Promise<ShopProfileLoad> {
  const answers = new Map<string, Promise<Answer>>();
  return async (mallPath) => {
    if (!isMallPath(mallPath)) return { status: 'not-found' };
    const known = answers.get(mallPath);
    if (known && (await unchanged((await known).read))) return (await known).load;
    const fresh = answer(dir, mallPath);
    answers.set(mallPath, fresh);
    fresh.catch(() => answers.get(mallPath) === fresh && answers.delete(mallPath));
    return (await fresh).load;
  };
}

const byFolder = new Map<string, ReturnType<typeof resolvedProfiles>>();

/** The shop's resolved profile in the folder `dir`, from one memory per folder. */
export function resolvedProfile(dir: string, mallPath: string): Promise<ShopProfileLoad> {
  const folder = resolve(dir);
  const answers = byFolder.get(folder) ?? resolvedProfiles(folder);
  byFolder.set(folder, answers);
  return answers(mallPath);
}

/** The answer as the browser gets it: JSON, 404 for an unknown shop. */
export async function resolvedProfileResponse(dir: string, mallPath: string): Promise<Response> {
  const load = await resolvedProfile(dir, mallPath);
  return new Response(JSON.stringify(load), {
    status: load.status === 'not-found' ? 404 : 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}
