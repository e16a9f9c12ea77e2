// expect: no-restricted-syntax
// The demo gateway may serve a shop's identity, but like the storefront it never tests it.
import type { ShopProfile } from '../../engine';

export const sellsPoints = (profile: ShopProfile) => profile.type === 1 || profile.shop.id === 9406;
