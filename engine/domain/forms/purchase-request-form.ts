import type { Limits } from '../../generated/shop-profile';
import { AUDIT_STATUS_LABEL } from '../codes';
import { checkLink } from '../link-policy';
import {
  checkText,
  lengthRangeMessage,
  maxLengthMessage,
  validateFields,
  type TextRule,
  type Validation,
} from './field-rules';

// The purchase-request (sourcing) form (spec 2 §5): every field is checked on blur, all of them on submit.

export const PURCHASE_REQUEST_FIELDS = [
  'goodsName',
  'barCode',
  'goodsBrand',
  'goodsModel',
  'goodsUrl',
  'expectedPrice',
  'buyCount',
  'contacts',
  'concatPhone',
  'reason',
] as const;

export type PurchaseRequestField = (typeof PURCHASE_REQUEST_FIELDS)[number];

export type PurchaseRequestValues = Partial<Record<PurchaseRequestField, string | null>>;

/** The shop's `limits.purchaseRequest` (the engine defaults set every one). */
export type PurchaseRequestLimits = Required<NonNullable<Limits['purchaseRequest']>>;

/** The spec's messages; buyCount's is not shown there, so 请填写采购数量 is ours. */
export const PURCHASE_REQUEST_MESSAGES = {
  goodsName: '请填写商品名称',
  barCode: '请填写数字',
  expectedPrice: '请填写期望单价',
  buyCount: '请填写采购数量',
  contacts: '请填写联系人',
  concatPhone: '请填写联系电话',
  reason: '请输入商品需求',
  goodsUrl: '商品链接须以 http:// 或 https:// 开头',
} as const;

/** The request's answers and labels (spec 2 §2): 提交成功！ is the server's answer and the confirm's text. */
export const PURCHASE_REQUEST_TEXT = {
  submitted: '提交成功！',
  submitFailed: '提交失败',
  viewRequests: '查看需求',
  pending: '待审核',
} as const;

/**
 * A request's audit label: 1001 可供货, 1002 无法供货, not yet audited 待审核.
 * @example auditStatusLabel(1002) === '无法供货'
 */
export function auditStatusLabel(auditStatus: number | null | undefined): string {
  return (
    (typeof auditStatus === 'number' && AUDIT_STATUS_LABEL[auditStatus]) || PURCHASE_REQUEST_TEXT.pending
  );
}

const PRICE = /^(0|[1-9]\d*)(\.\d{1,2})?$/;
const COUNT = /^[1-9]\d*$/;

function rules(limits: PurchaseRequestLimits): Record<PurchaseRequestField, TextRule> {
  const M = PURCHASE_REQUEST_MESSAGES;
  const upTo = (max: number) => ({ max, lengthMessage: maxLengthMessage(max) });
  return {
    goodsName: { required: M.goodsName, ...upTo(limits.goodsNameMax) },
    barCode: { format: { pattern: /^\d+$/, message: M.barCode }, ...upTo(limits.barCodeMax) },
    goodsBrand: upTo(limits.goodsBrandMax),
    goodsModel: upTo(limits.goodsModelMax),
    goodsUrl: upTo(limits.goodsUrlMax),
    expectedPrice: {
      required: M.expectedPrice,
      format: { pattern: PRICE, message: M.expectedPrice },
      ...upTo(limits.expectedPriceMax),
    },
    buyCount: {
      required: M.buyCount,
      format: { pattern: COUNT, message: M.buyCount },
      ...upTo(limits.buyCountMax),
    },
    contacts: { required: M.contacts, ...upTo(limits.contactsMax) },
    concatPhone: { required: M.concatPhone, ...upTo(limits.concatPhoneMax) },
    reason: {
      required: M.reason,
      min: limits.reasonMin,
      max: limits.reasonMax,
      lengthMessage: lengthRangeMessage(limits.reasonMin, limits.reasonMax),
    },
  };
}

/** A goods link passes the link policy as a web address: never javascript:, data:, a shop path or mailto:. */
function checkGoodsUrl(value: string | null | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  const link = checkLink(text, { contact: false });
  return link.ok && link.target.kind === 'web' ? undefined : PURCHASE_REQUEST_MESSAGES.goodsUrl;
}

function checkField(
  field: PurchaseRequestField,
  values: PurchaseRequestValues,
  fieldRules: Record<PurchaseRequestField, TextRule>,
): string | undefined {
  const problem = checkText(values[field], fieldRules[field]);
  return problem ?? (field === 'goodsUrl' ? checkGoodsUrl(values.goodsUrl) : undefined);
}

/**
 * One field's message on blur, or undefined. Lengths the spec gives no message for say 长度不能超过 N 个字符.
 * @example validatePurchaseRequestField('expectedPrice', { expectedPrice: '1.234' }, limits) === '请填写期望单价'
 */
export function validatePurchaseRequestField(
  field: PurchaseRequestField,
  values: PurchaseRequestValues,
  limits: PurchaseRequestLimits,
): string | undefined {
  return checkField(field, values, rules(limits));
}

/** The whole form on submit. */
export function validatePurchaseRequest(
  values: PurchaseRequestValues,
  limits: PurchaseRequestLimits,
): Validation<PurchaseRequestField> {
  const fieldRules = rules(limits);
  return validateFields(PURCHASE_REQUEST_FIELDS, (field) => checkField(field, values, fieldRules));
}

/**
 * Filters the expected-price input as it is typed: digits and one decimal point, at most two decimals,
 * no leading zero before a digit, at most maxLength characters.
 * @example filterPriceInput('00a12.345.6', 20) === '12.34'
 */
export function filterPriceInput(raw: string, maxLength: number): string {
  let text = raw.replace(/[^\d.]/g, '');
  const point = text.indexOf('.');
  if (point >= 0)
    text =
      text.slice(0, point + 1) +
      text
        .slice(point + 1)
        .replace(/\./g, '')
        .slice(0, 2);
  text = text.replace(/^0+(?=\d)/, '');
  if (text.startsWith('.')) text = `0${text}`;
  return text.slice(0, maxLength);
}

/**
 * Filters the quantity input: digits only, no leading zero, at most maxLength characters.
 * @example filterCountInput('0a12', 20) === '12'
 */
export function filterCountInput(raw: string, maxLength: number): string {
  return raw.replace(/\D/g, '').replace(/^0+/, '').slice(0, maxLength);
}

/** What a field's input shows of its rule: whether it is required (starred) and its maxLength. */
export function purchaseFieldInput(
  field: PurchaseRequestField,
  limits: PurchaseRequestLimits,
): { required: boolean; maxLength: number } {
  const rule = rules(limits)[field];
  return { required: rule.required !== undefined, maxLength: rule.max };
}

/**
 * What a typed value becomes (spec 2 §5): the price and the quantity are filtered as above; the bar code keeps
 * its digits and says 请填写数字 when something else was typed; the other fields stay as typed.
 * @example filterPurchaseInput('barCode', '69a1', limits) → { value: '691', message: '请填写数字' }
 */
export function filterPurchaseInput(
  field: PurchaseRequestField,
  raw: string,
  limits: PurchaseRequestLimits,
): { value: string; message?: string } {
  if (field === 'expectedPrice') return { value: filterPriceInput(raw, limits.expectedPriceMax) };
  if (field === 'buyCount') return { value: filterCountInput(raw, limits.buyCountMax) };
  if (field !== 'barCode') return { value: raw };
  const value = raw.replace(/\D/g, '').slice(0, limits.barCodeMax);
  return /\D/.test(raw) ? { value, message: PURCHASE_REQUEST_MESSAGES.barCode } : { value };
}
