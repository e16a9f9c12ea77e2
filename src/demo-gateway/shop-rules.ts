// The shop as the engine answers it for one request: capabilities resolved with that request's facts (the
// shop info this gateway serves, the user's roleId, supplier flag and codes, or a guest's codes) and limits.
// Every route asks through here; none reads a profile's capabilities or rules itself.
import { GUEST, limitsOf, ordersAreReviewed, resolveCapabilities, shopFacts } from '../../engine';
import type { ResolvedProfile, ShopCapabilities, ShopLimits } from '../../engine';
import type { ShopDb, User } from './db';
import { GUEST_CODES } from './seed-accounts';

export interface ShopRules extends ShopCapabilities {
  limits: ShopLimits;
  /** The unit points are named in (积分 by default). */
  unitName: string;
}

/** The capabilities and limits for this user (undefined: a guest). */
export function shopRules(resolved: ResolvedProfile, user: User | undefined): ShopRules {
  const { profile } = resolved;
  const facts = {
    loggedIn: user !== undefined,
    user: user
      ? { roleId: user.roleId, supplier: user.supplier, codes: user.codes }
      : { ...GUEST, codes: GUEST_CODES },
    shop: shopFacts(profile),
  };
  return {
    ...resolveCapabilities(resolved, facts),
    limits: limitsOf(resolved),
    unitName: profile.labels?.unitName ?? '',
  };
}

/** Whether the shop's orders wait for a reviewer (the engine's ordersAreReviewed): new orders start 待审核. */
export const ordersNeedReview = (db: ShopDb): boolean => ordersAreReviewed(db.resolved);
