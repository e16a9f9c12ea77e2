// A resolved profile as it travels: the server checks a shop once and answers its resolved profile as JSON
// (`/shop-profiles/resolved/<mallPath>.json`), which the browser restores without the schema validator.
import type { ShopProfile } from '../generated/shop-profile';

/** Where a value of the merged profile was written: the file and the JSON pointer inside it. */
export interface Origin {
  file: string;
  pointer: string;
}

/** A refusal of a profile: where the value was written and why it is refused. */
export interface ProfileProblem extends Origin {
  reason: string;
  /** Which check found it, e.g. `theme-contrast-white` (`profiles:check --format json`). */
  rule?: string;
}

export interface ResolvedProfile {
  profile: ShopProfile;
  /** The files merged, lowest layer first (engine defaults, presets, the shop file). */
  files: string[];
  /** Each value's origin by its pointer in the merged profile, for the values a layer wrote whole. */
  origins: Readonly<Record<string, Origin>>;
  /** Origin of a pointer in the merged profile: the deepest value some layer wrote at or above it. */
  originOf(pointer: string): Origin;
}

/** A resolved profile as JSON (`JSON.stringify` leaves out `originOf`). */
export type ResolvedProfileJson = Omit<ResolvedProfile, 'originOf'>;

/** A shop's profile as the app gets it: ready, unknown (no such file) or failing the profile check. */
export type ShopProfileLoad =
  | { status: 'ready'; resolved: ResolvedProfile }
  | { status: 'not-found' }
  | { status: 'invalid'; problems: ProfileProblem[] };

/** The profile with `originOf` answering from its origins; a pointer no layer wrote belongs to the shop file. */
export function withOrigins({ profile, files, origins }: ResolvedProfileJson): ResolvedProfile {
  const shopFile = files.at(-1) ?? '';
  const originOf = (pointer: string): Origin => {
    for (let at = pointer; ; at = at.slice(0, at.lastIndexOf('/'))) {
      const origin = origins[at];
      if (origin) return { file: origin.file, pointer: origin.pointer + pointer.slice(at.length) };
      if (at === '') return { file: shopFile, pointer };
    }
  };
  return { profile, files, origins, originOf };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A load answer read back from its JSON (`JSON.stringify(load)`), or undefined when the body is not one
 * (a static host's 404 page, the app's HTML). The server that wrote it has checked the profile.
 */
export function parseShopProfileLoad(body: unknown): ShopProfileLoad | undefined {
  if (!isObject(body)) return undefined;
  if (body.status === 'not-found') return { status: 'not-found' };
  if (body.status === 'invalid' && Array.isArray(body.problems))
    return { status: 'invalid', problems: body.problems as ProfileProblem[] };
  const resolved = body.resolved;
  if (
    body.status === 'ready' &&
    isObject(resolved) &&
    isObject(resolved.profile) &&
    Array.isArray(resolved.files) &&
    isObject(resolved.origins)
  )
    return { status: 'ready', resolved: withOrigins(resolved as unknown as ResolvedProfileJson) };
  return undefined;
}
