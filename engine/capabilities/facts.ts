// The runtime facts that capability rules read, apart from the rules themselves: the app gathers them at
// start-up, before it needs the capability catalogue (./resolve.ts), which loads with the shop's pages.
import type { ShopInfoDefaults, ShopProfile } from '../generated/shop-profile';

/** What the engine knows at run time: the shop info from the gateway, the user and the login state. */
export interface Facts {
  loggedIn: boolean;
  user: { roleId: number | null; supplier: boolean; codes: readonly string[] };
  shop: ShopInfoDefaults;
}

export const GUEST: Facts['user'] = { roleId: null, supplier: false, codes: [] };

/** The runtime shop facts: the gateway's shop info over the profile's own defaults. */
export function shopFacts(
  profile: ShopProfile,
  fromGateway: Partial<ShopInfoDefaults> = {},
): ShopInfoDefaults {
  const defined = Object.fromEntries(Object.entries(fromGateway).filter(([, value]) => value != null));
  return { ...profile.shopInfo, ...defined };
}

/** The delivery region: the chosen address's, or the shop's default region. */
export interface DeliveryRegion {
  provinceId?: number | string | null;
  cityId?: number | string | null;
  countyId?: number | string | null;
}

/** The shop's default delivery region (spec 1 §4), where goods go for a user without an address. */
export function shopRegion({ provinceId, cityId, countyId }: ShopInfoDefaults): DeliveryRegion {
  return { provinceId, cityId, countyId };
}

/** The shop's default region as the goods detail names it (广东省深圳市南山区), or 全国 when it names none. */
export function shopRegionName({ provinceName, cityName, countyName }: ShopInfoDefaults): string {
  return [provinceName, cityName, countyName].filter(Boolean).join('') || '全国';
}
