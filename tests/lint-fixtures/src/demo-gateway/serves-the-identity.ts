// expect: nothing
// Serving the shop info is the gateway's job: it reads the identity without testing it.
import type { ShopProfile } from '../../engine';

export const shopInfo = (profile: ShopProfile) => ({
  id: profile.shop.id,
  websiteType: profile.type,
  customProjectWebsiteType: profile.customProject ?? null,
});
