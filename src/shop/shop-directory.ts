// The shops this deployment serves, for the directory page at `/`.
import { queryOptions } from '@tanstack/react-query';
import { isMallPath } from '../../engine';
import { shopProfileKeys } from '../lib/api/query-keys';
import { profilesUrl, ProfileUnavailableError } from './profile-loader';

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
