import type { Capabilities } from '../../capabilities/catalogue';
import type { Limits } from '../../generated/shop-profile';
import { isRegionComplete, type RegionState } from '../region-selection';
import {
  checkText,
  lengthRangeMessage,
  maxLengthMessage,
  validateFields,
  type Validation,
} from './field-rules';

// The delivery-address form (spec 1 §5). Every number and the alias's label come from the shop's rules.

/** The fields with rules, named like the capability `orderAddress.editableFields` names them. */
export const ADDRESS_FORM_FIELDS = ['receiverName', 'receiverPhone', 'region', 'detail', 'alias'] as const;

export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];

/**
 * The shop's `limits.address` (the engine defaults set every one). detailMessageMax is the limit the detail's
 * length message speaks of: the spec's message says 100 while the limit is 80.
 */
export type AddressLimits = Required<NonNullable<Limits['address']>>;

export interface AddressRules {
  limits: AddressLimits;
  alias: { label: string; required: boolean; hint?: string };
  /** Fields the shop lets the user edit; the others are not validated. */
  editableFields: readonly string[];
}

/** The text inputs, each with the number of characters it takes. */
export type AddressInputMaxLengths = Record<'receiverName' | 'receiverPhone' | 'detail' | 'alias', number>;

/** How many characters each input takes: its rule's maximum; the alias's input has a cap of its own. */
export const addressInputMaxLengths = (limits: AddressLimits): AddressInputMaxLengths => ({
  receiverName: limits.receiverNameMax,
  receiverPhone: limits.phoneLength,
  detail: limits.detailMax,
  alias: limits.aliasInputMax,
});

/** The capabilities the address form reads. */
export type AddressCapabilities = Pick<
  Capabilities,
  'address.aliasLabel' | 'address.aliasRequired' | 'address.aliasHint'
>;

/**
 * The form's rules for a shop: its address limits and alias capabilities; every field editable unless
 * `editableFields` says otherwise (the order address's `orderAddress.editableFields`).
 * @example addressRules(limits, { 'address.aliasLabel': '地址简称', 'address.aliasRequired': true, 'address.aliasHint': '' }).alias.required === true
 */
export function addressRules(
  limits: AddressLimits,
  capabilities: AddressCapabilities,
  editableFields: readonly string[] = ADDRESS_FORM_FIELDS,
): AddressRules {
  const hint = capabilities['address.aliasHint'];
  return {
    limits,
    alias: {
      label: capabilities['address.aliasLabel'],
      required: capabilities['address.aliasRequired'],
      ...(hint ? { hint } : {}),
    },
    editableFields,
  };
}

/**
 * The form's values: detail is the address's receiverAddress and alias its aliasName; the region is the region
 * picker's state (or the same shape built from an address).
 */
export interface AddressFormValues {
  receiverName?: string;
  receiverPhone?: string;
  region?: Pick<RegionState, 'selected' | 'districtOnly'> | null;
  detail?: string;
  alias?: string;
}

export const ADDRESS_MESSAGES = {
  receiverNameRequired: '请输入收货人',
  phoneRequired: '手机号不能为空',
  phoneLength: '手机号码长度不正确',
  phonePattern: '请输入正确的手机号',
  regionRequired: '请选择地址',
  regionIncomplete: '请选择完整的所在地区',
  detailRequired: '请输入详细地址',
} as const;

// Mainland mobile numbers: 1, then 3–9, then nine digits.
const MOBILE = /^1[3-9]\d{9}$/;

/** Whether trimmed text is a mainland mobile number. */
export function isMainlandMobile(text: string): boolean {
  return MOBILE.test(text.trim());
}

/**
 * A phone number's message (spec 1 §5): empty, then length, then pattern; undefined when valid.
 * @example checkPhone('23912345678', { phoneLength: 11 }) === '请输入正确的手机号'
 */
export function checkPhone(
  value: string | undefined,
  { phoneLength }: Pick<AddressLimits, 'phoneLength'>,
): string | undefined {
  const phone = (value ?? '').trim();
  if (phone === '') return ADDRESS_MESSAGES.phoneRequired;
  if (phone.length !== phoneLength) return ADDRESS_MESSAGES.phoneLength;
  return isMainlandMobile(phone) ? undefined : ADDRESS_MESSAGES.phonePattern;
}

function checkRegion(region: AddressFormValues['region'], submit: boolean): string | undefined {
  if (!region?.selected.province) return ADDRESS_MESSAGES.regionRequired;
  return submit && !isRegionComplete(region) ? ADDRESS_MESSAGES.regionIncomplete : undefined;
}

/**
 * One field's message, or undefined when it is valid or not editable. A partly chosen region is only an
 * error on submit (请选择完整的所在地区).
 * @example validateAddressField('receiverPhone', { receiverPhone: '1234' }, rules) === '手机号码长度不正确'
 */
export function validateAddressField(
  field: AddressFormField,
  values: AddressFormValues,
  { limits, alias, editableFields }: AddressRules,
  { submit = false }: { submit?: boolean } = {},
): string | undefined {
  if (!editableFields.includes(field)) return undefined;
  switch (field) {
    case 'receiverName':
      return checkText(values.receiverName, {
        required: ADDRESS_MESSAGES.receiverNameRequired,
        max: limits.receiverNameMax,
        lengthMessage: lengthRangeMessage(1, limits.receiverNameMax),
      });
    case 'receiverPhone':
      return checkPhone(values.receiverPhone, limits);
    case 'region':
      return checkRegion(values.region, submit);
    case 'detail':
      return checkText(values.detail, {
        required: ADDRESS_MESSAGES.detailRequired,
        max: limits.detailMax,
        lengthMessage: maxLengthMessage(limits.detailMessageMax),
      });
    case 'alias':
      return checkText(values.alias, {
        required: alias.required ? `请输入${alias.label}` : undefined,
        min: limits.aliasMin,
        max: limits.aliasMax,
        lengthMessage: lengthRangeMessage(limits.aliasMin, limits.aliasMax),
      });
  }
}

/** The whole form on submit: every editable field. */
export function validateAddress(
  values: AddressFormValues,
  rules: AddressRules,
): Validation<AddressFormField> {
  return validateFields(ADDRESS_FORM_FIELDS, (field) =>
    validateAddressField(field, values, rules, { submit: true }),
  );
}
