// expect: nothing
// Data that only looks like a shop test: a type with the field, a number near a shop id, a mall path in a link.
export interface ShopInfo {
  websiteType: number;
}

declare const goods: { sellingPrice: number };
declare const shop: { mallPath: string; name: string };

export const price = goods.sellingPrice;
export const limit = 9009.5 * 2;
export const home = `/${shop.mallPath}/home`;
export const named = shop.name === '';
export const unset = shop.mallPath === '' || shop.mallPath == null;
