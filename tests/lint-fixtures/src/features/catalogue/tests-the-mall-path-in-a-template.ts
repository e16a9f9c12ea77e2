// expect: no-restricted-syntax
declare const shop: { mallPath: string; id: string };

export const isSpecialShop = `s${9406}` !== shop.mallPath;
