// Settlement rules: which lines may be settled together, the account a virtual order credits, the freight,
// and how a refused line is named. The demo gateway applies them at preview and at submit.
import { isMainlandMobile } from './forms/address-form';
import { compare, type Amount } from './money';

/** Most lines one settlement may carry. */
export const MAX_SETTLEMENT_LINES = 100;

export const SETTLEMENT_MESSAGES = {
  noLines: '请选择要结算的商品',
  tooManyLines: `单次最多结算${MAX_SETTLEMENT_LINES}种商品`,
  duplicateLines: '结算商品重复',
  virtualAlone: '虚拟商品需单独下单',
  rechargeAccountMissing: '请输入充值账号',
  rechargeAccountPattern: '请输入正确的充值手机号',
} as const;

/**
 * Why the account a virtual order credits (the phone a top-up or a membership goes to) is refused, or
 * undefined when it is a mainland mobile number.
 */
export function rechargeAccountProblem(account: string): string | undefined {
  const text = account.trim();
  if (text === '') return SETTLEMENT_MESSAGES.rechargeAccountMissing;
  return isMainlandMobile(text) ? undefined : SETTLEMENT_MESSAGES.rechargeAccountPattern;
}

/** Virtual goods are settled on their own: a settlement is all virtual or all delivered. */
export function mixesVirtual(virtualFlags: readonly boolean[]): boolean {
  const virtual = virtualFlags.filter(Boolean).length;
  return virtual > 0 && virtual < virtualFlags.length;
}

/** Money orders under FREE_FREIGHT_FROM pay FREIGHT; points orders and virtual goods ship free. */
export const FREE_FREIGHT_FROM = 99;
export const FREIGHT = 10;

export function freightFor({
  priceMode,
  virtual,
  goodsMoney,
  lines,
}: {
  priceMode: 'money' | 'points';
  virtual: boolean;
  goodsMoney: Amount;
  lines: number;
}): number {
  return priceMode === 'money' && !virtual && lines > 0 && compare(goodsMoney, FREE_FREIGHT_FROM) < 0
    ? FREIGHT
    : 0;
}

/** A line the submit refused and why. */
export interface LineRefusal {
  goodsSkuCode: string;
  goodsSkuName: string;
  reason: string;
}

/** The submit's refusal: each refused line named with its reason. */
export const refusedLinesMessage = (lines: readonly LineRefusal[]): string =>
  lines.map((line) => `${line.goodsSkuName}：${line.reason}`).join('；');
