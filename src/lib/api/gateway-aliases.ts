// Base-address aliases (docs/gateway.md): `{cart}/addCart` goes to the cart gateway, `/path` to the main one.
import type { QueryParams } from './client-config';

/** Base-address aliases and the Vite env variables holding them (defaults in .env). */
const BASE_ENV = {
  main: 'VITE_BASE_MAIN',
  custom: 'VITE_BASE_CUSTOM',
  cart: 'VITE_BASE_CART',
  order: 'VITE_BASE_ORDER',
  export: 'VITE_BASE_EXPORT',
  cdn: 'VITE_BASE_CDN',
  upimgurl: 'VITE_BASE_UPIMGURL',
  login: 'VITE_BASE_LOGIN',
  registration: 'VITE_BASE_REGISTRATION',
} as const satisfies Record<string, keyof ImportMetaEnv>;

type BaseAlias = keyof typeof BASE_ENV;

/**
 * `{alias}/rest` or `/path` (= main) as a URL. Relative bases resolve against the page.
 * `apiPath` is the path without its alias, as the encryption lists name it.
 */
export function resolvePath(path: string): { url: URL; apiPath: string } {
  const match = /^\{(\w+)\}(\/.*)$/.exec(path);
  const alias = match?.[1] ?? 'main';
  const apiPath = match?.[2] ?? path;
  if (!(alias in BASE_ENV)) throw new Error(`Unknown base-address alias {${alias}} in ${path}`);
  const base = import.meta.env[BASE_ENV[alias as BaseAlias]];
  if (!base) throw new Error(`${BASE_ENV[alias as BaseAlias]} is not set (see .env)`);
  return { url: new URL(base + apiPath, globalThis.location?.href), apiPath };
}

export function appendQuery(url: URL, params: QueryParams): void {
  for (const [name, value] of Object.entries(params)) {
    const values: readonly unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values)
      if (item !== null && item !== undefined) url.searchParams.append(name, String(item));
  }
}
