// expect: nothing
// A domain rule may stand on every level below it.
import type { Capabilities } from '../capabilities/catalogue';
import type { Labels } from '../generated/shop-profile';
import { USER_CENTRE } from '../paths';
import type { ShopLimits } from '../shop/limits';

export const settings = (
  capabilities: Pick<Capabilities, 'balance.enabled'>,
  limits: Pick<ShopLimits, 'search'>,
  labels: Labels,
) => ({ capabilities, limits, labels, page: USER_CENTRE.balance });
