// Shops are data: the app fetches a shop's profile at run time, so ops add a shop by adding one JSON file
// (docs/ops.md). The server answers the profile resolved and checked, in one file that
// index.html already asked for (docs/performance.md). A static host has no such answer: the app then
// fetches the files and checks them itself, with the profile check (and its ajv validator) loaded lazily.
import { queryOptions } from '@tanstack/react-query';
import { isMallPath, parseShopProfileLoad } from '../../engine';
import type { ShopProfileLoad } from '../../engine';
import { shopProfileKeys } from '../lib/api/query-keys';

export type { ShopProfileLoad } from '../../engine';

/** A file of the profiles folder, where the deployment serves it (absolute, as fetch outside browsers needs). */
export const profilesUrl = (file: string) =>
  new URL(`${import.meta.env.BASE_URL}shop-profiles/${file}`, window.location.href).href;

/** Where the server answers a shop's resolved profile; scripts/serve.ts preloads the same address. */
const resolvedProfileUrl = (mallPath: string) => profilesUrl(`resolved/${mallPath}.json`);

/** Thrown when the profile could not be fetched at all (network or server failure): worth a retry. */
export class ProfileUnavailableError extends Error {
  constructor(url: string, reason: string) {
    super(`${url}: ${reason}`);
    this.name = 'ProfileUnavailableError';
  }
}

async function fetchOrUnavailable(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new ProfileUnavailableError(url, (error as Error).message);
  }
}

const isJson = (response: Response) =>
  response.headers.get('content-type')?.includes('application/json') ?? false;

/** The server's answer for the shop, or undefined where there is none (a static host). */
async function fetchResolved(mallPath: string): Promise<ShopProfileLoad | undefined> {
  // No options: those of the preload in index.html (as="fetch" crossorigin), so the browser uses its answer.
  // The server sends it with no-cache, so it is never stale.
  const response = await fetchOrUnavailable(resolvedProfileUrl(mallPath));
  if (!isJson(response)) return undefined;
  return parseShopProfileLoad(await response.json().catch(() => undefined));
}

/** A file of the profiles folder; undefined when missing (a server answering unknown paths with the app's HTML). */
async function fetchProfileText(path: string): Promise<string | undefined> {
  const url = profilesUrl(path);
  // A static host may let JSON files be cached; an edited profile must show at once.
  const response = await fetchOrUnavailable(url, {
    headers: { Accept: 'application/json' },
    cache: 'no-cache',
  });
  const isHtml = response.headers.get('content-type')?.includes('text/html') ?? false;
  if (response.status === 404 || (response.ok && isHtml)) return undefined;
  if (!response.ok) throw new ProfileUnavailableError(url, `HTTP ${response.status}`);
  return response.text();
}

/**
 * The profile of the shop at `mallPath`: the server's checked answer, or else its files fetched and put
 * through the same checks as `npm run profiles:check` (schema, capabilities, codes, file name = mall path).
 */
export async function loadShopProfile(mallPath: string): Promise<ShopProfileLoad> {
  if (!isMallPath(mallPath)) return { status: 'not-found' };
  const answered = await fetchResolved(mallPath);
  if (answered) return answered;
  const { loadShopProfile: loadAndCheck } = await import('../../engine/profiles/load');
  return loadAndCheck(mallPath, fetchProfileText);
}

export const shopProfileQuery = (mallPath: string) =>
  queryOptions({
    queryKey: shopProfileKeys.profile(mallPath),
    queryFn: () => loadShopProfile(mallPath),
    staleTime: Infinity,
    retry: false,
  });
