// expect: no-restricted-syntax
// The cases the first round's regex check caught: the lint rule catches them too.
declare const shop: { id: number };
declare const shopId: number;
declare const info: { websiteType: string; customProjectWebsiteType: number };
declare function hidePrice(): void;

if (shop.id === 9406) hidePrice();
export const hide = 7815 !== shopId;
export const dropshipping = info.websiteType == '10';
export const custom = 1098 === info.customProjectWebsiteType;

export function rowsFor(id: number): number {
  switch (id) {
    case 4334:
      return 2;
    default:
      return 1;
  }
}
