// The member's invoice titles as a whole (发票信息, docs/invoices.md): how many a member may keep, which one is
// the default, and what the list, the form and the writes say.
import type { Limits } from '../../generated/shop-profile';
import type { InvoiceTitleField } from './title-form';

/** The shop's `limits.invoices` (the engine defaults set every one). */
export type InvoiceLimits = Required<NonNullable<Limits['invoices']>>;

export const INVOICE_TITLE_TEXT = {
  empty: '您还没有发票抬头',
  add: '新增发票抬头',
  defaultBadge: '默认',
  setDefault: '设为默认',
  edit: '编辑',
  remove: '删除',
  save: '保存',
  cancel: '取消',
  back: '返回发票信息',
  notFound: '发票抬头不存在或已删除',
  deleteConfirm: '确定删除该发票抬头吗？删除后不可恢复。',
} as const;

/** Each field's label, as the form and a title's summary show it. */
export const INVOICE_TITLE_LABELS: Record<InvoiceTitleField | 'isDefault', string> = {
  kind: '抬头类型',
  invoiceType: '发票类型',
  name: '发票抬头',
  taxNo: '纳税人识别号',
  bank: '开户银行',
  bankAccount: '银行账号',
  registeredAddress: '注册地址',
  registeredPhone: '注册电话',
  email: '接收邮箱',
  isDefault: '设为默认发票抬头',
};

/** What the form says under a field, and in the name's box per kind. */
export const INVOICE_TITLE_HINTS = {
  taxNo: '18 位统一社会信用代码，见营业执照',
  email: '电子发票开具后发送至此邮箱',
  namePlaceholder: { company: '请填写单位全称', personal: '请填写个人姓名' },
} as const;

/** Each write's fixed success text and the failure text when the server names none. */
export const INVOICE_TITLE_WRITE_MESSAGES = {
  create: { success: '新增发票抬头成功', failure: '保存失败' },
  update: { success: '修改发票抬头成功', failure: '保存失败' },
  remove: { success: '删除发票抬头成功', failure: '删除失败' },
  setDefault: { success: '已设为默认发票抬头', failure: '设置失败' },
} as const;

/**
 * Why the member may not add another title, or undefined while there is room.
 * @example invoiceTitleLimitRefusal(20, { maxTitles: 20 }) === '最多可保存 20 个发票抬头'
 */
export function invoiceTitleLimitRefusal(count: number, { maxTitles }: InvoiceLimits): string | undefined {
  return count >= maxTitles ? `最多可保存 ${maxTitles} 个发票抬头` : undefined;
}

/**
 * Which title is the default (one per member): the one just chosen, else the one that already is, else the
 * oldest, so the apply page always has one to start from; undefined when there are none.
 * @example defaultTitleId([{ id: 3, isDefault: false }, { id: 5, isDefault: false }]) === 3
 */
export function defaultTitleId(
  titles: readonly { id: number; isDefault: boolean }[],
  chosen?: number,
): number | undefined {
  if (chosen !== undefined && titles.some((title) => title.id === chosen)) return chosen;
  const current = titles.find((title) => title.isDefault) ?? titles[0];
  return current?.id;
}
