import type { Limits } from '../generated/shop-profile';
import type { ResolvedProfile } from './resolved-profile';

/** Every limit of a resolved profile: the engine defaults, its lowest layer, set them all. */
export type ShopLimits = { [Group in keyof Limits]-?: Required<NonNullable<Limits[Group]>> };

/** The resolved profile's limits (`limits` in the profile), every one set. */
export const limitsOf = (resolved: ResolvedProfile): ShopLimits => resolved.profile.limits as ShopLimits;
