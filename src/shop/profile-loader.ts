// Shops are data: the app fetches a shop's profile at run time, so ops add a shop by adding one JSON file
// (docs in README "Add a new shop"). The profile check (with the ajv standalone validator) is imported
// lazily so it is not part of the first page load; its download starts with the profile's.
import { queryOptions } from '@tanstack/react-query';
import { isMallPath } from '../../engine';
import type { ProfileFile, ProfileProblem, ResolvedProfile } from '../../engine';
import { shopProfileKeys } from '../lib/api/query-keys';

/** A file of the profiles folder, where the deployment serves it (absolute, as fetch outside browsers needs). */
const profilesUrl = (file: string) =>
  new URL(`${import.meta.env.BASE_URL}shop-profiles/${file}`, window.location.href).href;

/** The files' names in problems, as `npm run profiles:check` prints them. */
const PROFILES_DIR = 'shop-profiles';

/** Preset names are plain file names; anything else cannot name a preset. */
const FILE_NAME = /^[a-z0-9][a-z0-9-]*$/i;

export type ShopProfileLoad =
  | { status: 'ready'; resolved: ResolvedProfile }
  | { status: 'not-found' }
  | { status: 'invalid'; problems: ProfileProblem[] };

type Fetched =
  { found: false } | { found: true; file: ProfileFile } | { found: true; problem: ProfileProblem };

/** Thrown when the profile could not be fetched at all (network or server failure): worth a retry. */
export class ProfileUnavailableError extends Error {
  constructor(url: string, reason: string) {
    super(`${url}: ${reason}`);
    this.name = 'ProfileUnavailableError';
  }
}

async function fetchProfileFile(url: string, file: string): Promise<Fetched> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
  } catch (error) {
    throw new ProfileUnavailableError(url, (error as Error).message);
  }
  // A server that answers unknown paths with the app's HTML has no such profile either.
  const isHtml = response.headers.get('content-type')?.includes('text/html') ?? false;
  if (response.status === 404 || (response.ok && isHtml)) return { found: false };
  if (!response.ok) throw new ProfileUnavailableError(url, `HTTP ${response.status}`);
  const text = await response.text();
  try {
    return { found: true, file: { file, data: JSON.parse(text) as unknown } };
  } catch (error) {
    return {
      found: true,
      problem: { file, pointer: '', reason: `not valid JSON: ${(error as Error).message}` },
    };
  }
}

const parentOf = (file: ProfileFile): string | undefined => {
  const { data } = file;
  const parent =
    typeof data === 'object' && data !== null ? (data as { extends?: unknown }).extends : undefined;
  return typeof parent === 'string' ? parent : undefined;
};

/**
 * The presets a shop file's `extends` chain names, fetched one after another. A missing preset or a
 * cycle ends the chain; the engine then reports it with the file and pointer.
 */
async function fetchPresets(
  shopFile: ProfileFile,
): Promise<{ presets: ProfileFile[]; problem?: ProfileProblem }> {
  const presets: ProfileFile[] = [];
  for (let parent = parentOf(shopFile); parent && FILE_NAME.test(parent);) {
    if (presets.some((preset) => preset.file.endsWith(`/${parent}.json`))) break;
    const fetched = await fetchProfileFile(
      profilesUrl(`presets/${parent}.json`),
      `${PROFILES_DIR}/presets/${parent}.json`,
    );
    if (!fetched.found) break;
    if ('problem' in fetched) return { presets, problem: fetched.problem };
    presets.push(fetched.file);
    parent = parentOf(fetched.file);
  }
  return { presets };
}

/**
 * Fetches and checks the profile of the shop at `mallPath`: its file, the presets it extends, then the
 * same checks as `npm run profiles:check` (schema, capabilities, codes, file name = mall path).
 */
export async function loadShopProfile(mallPath: string): Promise<ShopProfileLoad> {
  if (!isMallPath(mallPath)) return { status: 'not-found' };
  const checker = import('../../engine/profiles/check');
  // Nobody may await the checker when the shop does not exist; its failure then must not go unhandled.
  checker.catch(() => undefined);

  const file = `${PROFILES_DIR}/${mallPath}.json`;
  const fetched = await fetchProfileFile(profilesUrl(`${encodeURIComponent(mallPath)}.json`), file);
  if (!fetched.found) return { status: 'not-found' };
  if ('problem' in fetched) return { status: 'invalid', problems: [fetched.problem] };

  const { presets, problem } = await fetchPresets(fetched.file);
  if (problem) return { status: 'invalid', problems: [problem] };
  const { checkProfiles } = await checker;
  const { problems, shops } = checkProfiles([fetched.file], presets);
  const resolved = shops.get(mallPath);
  return problems.length === 0 && resolved ? { status: 'ready', resolved } : { status: 'invalid', problems };
}

export const shopProfileQuery = (mallPath: string) =>
  queryOptions({
    queryKey: shopProfileKeys.profile(mallPath),
    queryFn: () => loadShopProfile(mallPath),
    staleTime: Infinity,
    retry: false,
  });

/** One shop of the deployment, as the directory page lists it. */
export interface DirectoryEntry {
  mallPath: string;
  name: string;
  colour?: string;
  description?: string;
}

function directoryEntry(entry: unknown): DirectoryEntry[] {
  if (typeof entry !== 'object' || entry === null) return [];
  const { mallPath, name, color, description } = entry as Record<string, unknown>;
  if (typeof mallPath !== 'string' || !isMallPath(mallPath)) return [];
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return [{ mallPath, name: text(name) ?? mallPath, colour: text(color), description: text(description) }];
}

/** `shop-profiles/index.json`: the shops this deployment serves, as a list (or `{ shops: [...] }`). */
export const shopDirectoryQuery = () =>
  queryOptions({
    queryKey: shopProfileKeys.directory(),
    queryFn: async (): Promise<DirectoryEntry[]> => {
      const url = profilesUrl('index.json');
      const response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
      if (!response.ok) throw new ProfileUnavailableError(url, `HTTP ${response.status}`);
      const body = (await response.json()) as unknown;
      const list = Array.isArray(body) ? body : ((body as { shops?: unknown[] } | null)?.shops ?? []);
      return list.flatMap(directoryEntry);
    },
    retry: false,
  });
