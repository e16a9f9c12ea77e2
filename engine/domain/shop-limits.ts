import type { Limits, ShopProfile } from '../generated/shop-profile';
import { engineDefaults } from '../profiles/defaults';

/** Every limit group with every value set. */
export type ResolvedLimits = { [Group in keyof Limits]-?: Required<NonNullable<Limits[Group]>> };

const DEFAULT_LIMITS = engineDefaults.limits as ResolvedLimits;

/**
 * A profile's limits, each group over the engine defaults, so every value is there (spec 1 §9, spec 2 §9).
 * @example shopLimits({ limits: { address: { aliasMax: 50 } } }).address.receiverNameMax === 20
 */
export function shopLimits(profile: Pick<ShopProfile, 'limits'>): ResolvedLimits {
  const groups = Object.keys(DEFAULT_LIMITS) as (keyof ResolvedLimits)[];
  return Object.fromEntries(
    groups.map((group) => [group, { ...DEFAULT_LIMITS[group], ...profile.limits?.[group] }]),
  ) as ResolvedLimits;
}
