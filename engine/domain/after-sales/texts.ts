// Every after-sales message (docs/after-sales.md) and the
// checks of the application and of the return logistics, shared by the pages and the demo gateway.
import { COPY_MESSAGES } from '../copy-text';
import { COURIERS } from '../couriers';
import { checkPhone } from '../forms/address-form';
import { checkText, type TextRule } from '../forms/field-rules';
import type { AfterSalePolicy } from './eligibility';
import { AFTER_SALE_STATUS_LABEL, type AfterSaleEvent, type AfterSaleType } from './statuses';

/** Longest 问题描述 and merchant's reason, in characters. */
export const AFTER_SALE_TEXT_MAX = 200;

export const AFTER_SALE_TEXT = {
  chooseLines: '请选择要申请售后的商品',
  typeMissing: '请选择售后类型',
  typeNotOffered: '该订单不支持此售后类型',
  reasonMissing: '请选择售后原因',
  reasonUnknown: '请从列表中选择售后原因',
  quantityRange: (max: number) => `申请数量应在1到${max}之间`,
  descriptionTooLong: `问题描述不能超过${AFTER_SALE_TEXT_MAX}个字符`,
  imagesTooMany: (max: number) => `最多上传${max}张图片`,
  imagesUploading: '图片上传中，请稍候',
  submitted: '售后申请已提交',
  submitFailed: '提交失败，请稍后重试',
  caseIdMissing: '缺少售后单号',
  caseNotFound: '售后单不存在',
  notCancellable: '当前状态不可取消申请',
  cancelled: '售后申请已取消',
  cancelFailed: '取消失败，请稍后重试',
  courierMissing: '请选择快递公司',
  courierUnknown: '请从列表中选择快递公司',
  trackingMissing: '请填写快递单号',
  trackingFormat: '快递单号应为8到30位字母或数字',
  sentBack: '退货物流已提交',
  sendBackFailed: '提交失败，请稍后重试',
  rejectReasonMissing: '请填写拒绝原因',
  rejectReasonTooLong: `拒绝原因不能超过${AFTER_SALE_TEXT_MAX}个字符`,
  notAllowedNow: (status: keyof typeof AFTER_SALE_STATUS_LABEL) =>
    `售后单${AFTER_SALE_STATUS_LABEL[status]}，不能进行此操作`,
  orderNoMissing: '缺少订单号',
  emptyRecords: '暂无售后记录',
  noRefund: '无退款',
  emptyLines: '该订单暂无可申请售后的商品',
  copied: COPY_MESSAGES.copied,
  copyFailed: COPY_MESSAGES.failed,
} as const;

/** Asked before 取消申请. */
export const AFTER_SALE_CANCEL_CONFIRM = {
  title: '取消申请',
  message: '确定要取消该售后申请吗？取消后该商品可重新申请售后。',
  confirmText: '确定取消',
} as const;

/** The merchant's default words in the log, for the events that carry none of their own. */
export function logNote(event: AfterSaleEvent, type: AfterSaleType): string {
  switch (event) {
    case 'approve':
      return type === 'refund' ? '商家已同意申请，等待退款' : '商家已同意申请，请寄回商品并填写退货物流';
    case 'reject':
      return '商家拒绝了申请';
    case 'cancel':
      return '您取消了售后申请';
    case 'sendBack':
      return '您已寄回商品';
    case 'receive':
      return type === 'exchange'
        ? '商家已收到退回的商品，正在为您换货'
        : '商家已收到退回的商品，正在为您退款';
    case 'finish':
      return type === 'exchange' ? '换货商品已发出，售后完成' : '退款已原路退回，售后完成';
  }
}

/** The first log entry of every case. */
export const APPLIED_NOTE = '您提交了售后申请';

const TRACKING_NUMBER = /^[A-Za-z0-9]{8,30}$/;

/** The return logistics: a courier of the engine's list (by name) and a tracking number of 8 to 30 letters or digits. */
export function returnLogisticsErrors(values: { courier: string; trackingNo: string }): {
  courier?: string;
  trackingNo?: string;
} {
  const courier = values.courier.trim();
  const trackingNo = values.trackingNo.trim();
  return {
    ...(courier === ''
      ? { courier: AFTER_SALE_TEXT.courierMissing }
      : COURIERS.some(({ name }) => name === courier)
        ? {}
        : { courier: AFTER_SALE_TEXT.courierUnknown }),
    ...(trackingNo === ''
      ? { trackingNo: AFTER_SALE_TEXT.trackingMissing }
      : TRACKING_NUMBER.test(trackingNo)
        ? {}
        : { trackingNo: AFTER_SALE_TEXT.trackingFormat }),
  };
}

const DESCRIPTION_RULE: TextRule = {
  max: AFTER_SALE_TEXT_MAX,
  lengthMessage: AFTER_SALE_TEXT.descriptionTooLong,
};

export const MERCHANT_REASON_RULE: TextRule = {
  required: AFTER_SALE_TEXT.rejectReasonMissing,
  max: AFTER_SALE_TEXT_MAX,
  lengthMessage: AFTER_SALE_TEXT.rejectReasonTooLong,
};

export interface ApplicationValues {
  type: AfterSaleType | '';
  reason: string;
  description: string;
  phone: string;
  imageCount: number;
}

export type ApplicationField = 'type' | 'reason' | 'description' | 'phone' | 'images';

/**
 * Why the application cannot be sent, field by field: a type the order allows, a reason of that type's
 * list, a description of at most 200 characters, a phone like the address form's, and at most the shop's
 * number of images. Quantities are checked per line (quantityError).
 */
export function applicationErrors(
  values: ApplicationValues,
  offered: readonly AfterSaleType[],
  policy: Pick<AfterSalePolicy, 'reasons' | 'maxImages'>,
  phoneLimits: { phoneLength: number },
): Partial<Record<ApplicationField, string>> {
  const errors: Partial<Record<ApplicationField, string>> = {};
  const { type } = values;
  if (type === '') errors.type = AFTER_SALE_TEXT.typeMissing;
  else if (!offered.includes(type)) errors.type = AFTER_SALE_TEXT.typeNotOffered;
  if (values.reason.trim() === '') errors.reason = AFTER_SALE_TEXT.reasonMissing;
  else if (type !== '' && !policy.reasons[type].includes(values.reason.trim()))
    errors.reason = AFTER_SALE_TEXT.reasonUnknown;
  const description = checkText(values.description, DESCRIPTION_RULE);
  if (description) errors.description = description;
  const phone = checkPhone(values.phone, phoneLimits);
  if (phone) errors.phone = phone;
  if (values.imageCount > policy.maxImages) errors.images = AFTER_SALE_TEXT.imagesTooMany(policy.maxImages);
  return errors;
}

/** Why a line's quantity cannot be claimed, or undefined: a whole number from 1 to what is left. */
export const quantityError = (quantity: number, claimable: number): string | undefined =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= claimable
    ? undefined
    : AFTER_SALE_TEXT.quantityRange(claimable);
