import type { Rule, ShopProfile } from '../generated/shop-profile';
import { withOrigins } from '../shop/resolved-profile';
import type { Origin, ProfileProblem, ResolvedProfile } from '../shop/resolved-profile';
import { ENGINE_DEFAULTS_FILE, engineDefaults } from './defaults';

/** A profile file as read from disk or the network: where it lives and its parsed JSON. */
export interface ProfileFile {
  file: string;
  data: unknown;
}

export type ResolveResult = { ok: true; resolved: ResolvedProfile } | { ok: false; problem: ProfileProblem };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Escapes one JSON pointer segment (RFC 6901). */
export const pointerSegment = (key: string | number): string =>
  String(key).replaceAll('~', '~0').replaceAll('/', '~1');

/** Keys a file states for itself; they describe the file and are not merged. */
const FILE_ONLY_KEYS = new Set(['$schema', 'extends', 'description']);

/**
 * Merges one layer over the merged profile so far. Objects merge key by key; arrays replace the
 * lower layer's array whole; `rules` merge by id (a rule with a known id replaces it in place).
 */
function mergeLayer(target: Json, layer: Json, file: string, origins: Map<string, Origin>, base = ''): void {
  for (const [key, value] of Object.entries(layer)) {
    if (base === '' && FILE_ONLY_KEYS.has(key)) continue;
    const pointer = `${base}/${pointerSegment(key)}`;
    if (base === '' && key === 'rules' && Array.isArray(value)) {
      mergeRules(target, value as Rule[], file, origins);
    } else if (isObject(value) && isObject(target[key])) {
      mergeLayer(target[key], value, file, origins, pointer);
    } else {
      target[key] = structuredClone(value);
      for (const known of origins.keys()) if (known.startsWith(`${pointer}/`)) origins.delete(known);
      origins.set(pointer, { file, pointer });
    }
  }
}

function mergeRules(target: Json, rules: Rule[], file: string, origins: Map<string, Origin>): void {
  const merged = (Array.isArray(target.rules) ? target.rules : []) as Rule[];
  rules.forEach((rule, index) => {
    const known = isObject(rule) ? merged.findIndex((existing) => existing.id === rule.id) : -1;
    const at = known >= 0 ? known : merged.length;
    merged[at] = structuredClone(rule);
    origins.set(`/rules/${at}`, { file, pointer: `/rules/${index}` });
  });
  target.rules = merged;
}

/**
 * Resolves a shop file's `extends` chain over the engine defaults.
 * `presetNamed` finds a preset file by name (undefined when there is none).
 */
export function resolveProfile(
  shopFile: ProfileFile,
  presetNamed: (name: string) => ProfileFile | undefined,
): ResolveResult {
  const chain: ProfileFile[] = [];
  const seen = new Set<string>();
  for (let current: ProfileFile | undefined = shopFile; current;) {
    if (!isObject(current.data)) return problem(current.file, '', 'must be a JSON object');
    chain.unshift(current);
    seen.add(current.file);
    const parent = current.data.extends;
    if (parent === undefined) break;
    if (typeof parent !== 'string') return problem(current.file, '/extends', 'must be the name of a preset');
    const next = presetNamed(parent);
    if (!next) return problem(current.file, '/extends', `unknown preset "${parent}"`);
    if (seen.has(next.file)) {
      const cycle = [...chain.map((file) => file.file).reverse(), next.file].join(' → ');
      return problem(current.file, '/extends', `extends forms a cycle: ${cycle}`);
    }
    current = next;
  }

  const origins = new Map<string, Origin>();
  const merged: Json = {};
  mergeLayer(merged, engineDefaults as Json, ENGINE_DEFAULTS_FILE, origins);
  for (const layer of chain) mergeLayer(merged, layer.data as Json, layer.file, origins);

  return {
    ok: true,
    resolved: withOrigins({
      profile: merged as unknown as ShopProfile,
      files: [ENGINE_DEFAULTS_FILE, ...chain.map((layer) => layer.file)],
      origins: Object.fromEntries(origins),
    }),
  };
}

function problem(file: string, pointer: string, reason: string): ResolveResult {
  return { ok: false, problem: { file, pointer, reason, rule: 'extends' } };
}
