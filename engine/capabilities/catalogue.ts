/**
 * Every behaviour that differs between shops, as a typed key with its engine default.
 * Presets, shop profiles and rules override these values; components only ever read them.
 */

type Kind<T> = { readonly default: T; readonly doc: string; readonly allowed?: readonly string[] };

const flag = (defaultValue: boolean, doc: string): Kind<boolean> => ({ default: defaultValue, doc });
const oneOf = <const T extends string>(allowed: readonly T[], defaultValue: T, doc: string): Kind<T> => ({
  default: defaultValue,
  doc,
  allowed,
});
const list = <T extends string>(
  defaultValue: readonly T[],
  allowed: readonly T[],
  doc: string,
): Kind<readonly T[]> => ({
  default: defaultValue,
  doc,
  allowed,
});
const text = (defaultValue: string, doc: string): Kind<string> => ({ default: defaultValue, doc });

export const ADDRESS_FIELDS = [
  'receiverName',
  'receiverPhone',
  'region',
  'detail',
  'alias',
  'isDefault',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export const capabilityCatalogue = {
  'price.mode': oneOf(
    ['money', 'points'],
    'money',
    'Prices in money (2 decimals) or in points with the unit name.',
  ),
  'goodsCard.showPrice': flag(
    true,
    'Goods cards show a price (hidden on shop 9406 and on dropshipping shops).',
  ),
  'goodsCard.showSales': flag(false, 'Goods cards show the sold count with 已售 (shop info showSales 1001).'),
  'goodsCard.pointsDesignatedOnly': flag(
    false,
    'Points pay only for designated goods: pointsBatchCanBuy 0 shows 无法购买 (isPointsDesignatedGoods).',
  ),
  'goodsCard.openInNewTab': flag(true, 'Goods details open in a new browser tab.'),
  'nav.homeTab': flag(true, 'The header shows the home tab.'),
  'nav.goodsCentreTab': flag(true, 'The header shows the goods-centre tab.'),
  'header.logoLink': flag(true, 'The logo links to the shop home.'),
  'orders.view': oneOf(
    ['list', 'review', 'externalAdmin'],
    'list',
    'How orders are viewed: the order list, the reviewer view, or the external admin page.',
  ),
  'checkout.settlement': oneOf(
    ['standard', 'jiCai'],
    'standard',
    'Which checkout ordinary goods take: the standard settlement, or the procurement (集采) one.',
  ),
  'cart.canAdd': flag(false, 'The user may add goods to the cart (roleId 1 or empty).'),
  'visitors.allowed': flag(false, 'Guests may browse without logging in (openVisitors).'),
  'registration.enabled': flag(false, 'The login page offers registration (openRegistry).'),
  'customerService.enabled': flag(false, 'The sidebar offers online customer service (isCustomerService).'),
  'equity.enabled': flag(false, 'The equity label and tab show (F000370 on a shop with equity).'),
  'sourcing.enabled': flag(
    false,
    'The goods-sourcing button and submit-product page (F000430, supplier users).',
  ),
  'browseHistory.record': flag(true, 'Goods detail visits are recorded in the browse history.'),
  'afterSales.enabled': flag(
    false,
    'The member may apply for after-sales and read the record (F000170; the window, types and reasons are limits.afterSales).',
  ),
  'invoices.enabled': flag(
    false,
    'Invoices for what the member bought: titles, the invoice centre, applications and invoices (F000380, F000401-F000413, F000440).',
  ),
  'invoices.specialVat': flag(
    false,
    'Company invoice titles may ask for 增值税专用发票 (the special VAT invoice); applying for one also needs F000412.',
  ),
  'statements.enabled': flag(false, "The company account's monthly statements, 账单 (F000620, F000621)."),
  'balance.enabled': flag(
    false,
    'The member has a balance: 我的余额 and its ledger (F000212; on in procurement malls).',
  ),
  'balance.payment': flag(
    false,
    'The money settlement offers 余额支付 where the balance is on (balancePaymentOffered).',
  ),
  'batchOrder.enabled': flag(
    false,
    'Members order many lines at once from a file or pasted lines: 批量下单 (F000169) and 批量下单（秒杀） (F000701); procurement malls.',
  ),
  'privacy.dialog': flag(true, 'Logged-in users are asked to agree to the privacy policy when it is due.'),
  'address.aliasLabel': text('别名', 'Label of the address alias field.'),
  'address.aliasRequired': flag(false, 'The address alias is required.'),
  'address.aliasHint': text('', 'Hint under the address alias field.'),
  'address.districtOnly': flag(false, 'The region picker stops at the district (no street tab).'),
  'goodsManagement.reviewNotPassed': oneOf(
    ['rejected', 'onSale'],
    'rejected',
    'What 审核不通过 does in goods management: the goods goes to 审核驳回 with 审核不通过, or (spec 2 §4 as written, "as configured") to 在售 with 审核通过.',
  ),
  'orderAddress.editableFields': list(
    ADDRESS_FIELDS,
    ADDRESS_FIELDS,
    'Fields of the order address the user may edit at checkout; the others are disabled or hidden.',
  ),
  'budgets.enabled': flag(
    false,
    '预算管理 (F000198) and the budget check at checkout: budgets per department and person (docs/budgets.md).',
  ),
  'budgets.overrun': oneOf(
    ['block', 'review', 'warn'],
    'review',
    'What an order over its remaining budget does: refused (block), 待审核 with 超出预算 (review), or through with a notice (warn).',
  ),
  'orderAddress.saveVia': oneOf(
    ['memberAddress', 'placeOrderAddress'],
    'memberAddress',
    'Where an edited order address is saved: the member address book or the order-address call.',
  ),
} as const;

export type CapabilityKey = keyof typeof capabilityCatalogue;
type Widen<T> = T extends boolean
  ? boolean
  : T extends string
    ? T
    : T extends readonly (infer U)[]
      ? readonly U[]
      : T;
export type Capabilities = {
  -readonly [K in CapabilityKey]: Widen<(typeof capabilityCatalogue)[K]['default']>;
};

export const CAPABILITY_KEYS = Object.keys(capabilityCatalogue) as CapabilityKey[];

export function isCapabilityKey(key: string): key is CapabilityKey {
  return Object.hasOwn(capabilityCatalogue, key);
}

/** Why a value does not fit a capability, or undefined when it fits. */
export function capabilityValueProblem(key: CapabilityKey, value: unknown): string | undefined {
  const entry: Kind<unknown> = capabilityCatalogue[key];
  const expected = entry.default;
  if (Array.isArray(expected)) {
    if (!Array.isArray(value)) return `must be a list of ${entry.allowed?.join(', ')}`;
    const unknown = value.find((item) => !entry.allowed?.includes(item as string));
    return unknown === undefined
      ? undefined
      : `${JSON.stringify(unknown)} is not one of ${entry.allowed?.join(', ')}`;
  }
  if (typeof value !== typeof expected) return `must be a ${typeof expected}`;
  if (entry.allowed && !entry.allowed.includes(value as string))
    return `must be one of ${entry.allowed.join(', ')}`;
  return undefined;
}
