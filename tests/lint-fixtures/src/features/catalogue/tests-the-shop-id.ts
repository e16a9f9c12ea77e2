// expect: no-restricted-syntax
declare const shop: { id: number };

export const isSpecialShop = [9406].includes(shop.id);
