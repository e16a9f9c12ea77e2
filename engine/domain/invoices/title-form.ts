import type { Capabilities } from '../../capabilities/catalogue';
import { checkText, maxLengthMessage, validateFields, type Validation } from '../forms/field-rules';
import { cleanFreeText } from '../forms/free-text';
import { normaliseTaxNumber, taxNumberProblem } from './tax-number';
import {
  INVOICE_TYPE_LABEL,
  TITLE_KIND_LABEL,
  type InvoiceTitleFields,
  type InvoiceType,
  type TitleKind,
} from './titles';

// The invoice-title form (docs/invoices.md): checked on blur and on submit in the storefront, and again by the
// gateway that stores it. A 个人 title is a name and an email; a 企业 title adds its tax number and, printed on
// the invoice when given and required for 增值税专用发票, its bank, account, registered address and phone.

export const INVOICE_TITLE_FIELDS = [
  'kind',
  'invoiceType',
  'name',
  'taxNo',
  'bank',
  'bankAccount',
  'registeredAddress',
  'registeredPhone',
  'email',
] as const;

export type InvoiceTitleField = (typeof INVOICE_TITLE_FIELDS)[number];

/** The form as typed, or as a caller sent it: every field as text, the kind and type not checked yet. */
export type InvoiceTitleValues = Record<InvoiceTitleField, string>;

/** The fields only a 企业 title has. */
const COMPANY_FIELDS: readonly InvoiceTitleField[] = [
  'taxNo',
  'bank',
  'bankAccount',
  'registeredAddress',
  'registeredPhone',
];

export const INVOICE_TITLE_MESSAGES = {
  kind: '请选择抬头类型',
  invoiceType: '请选择发票类型',
  specialPersonal: '个人抬头只能开具增值税普通发票',
  specialNotOffered: '本商城不开具增值税专用发票',
  name: '请填写发票抬头',
  bank: '请填写开户银行',
  bankAccount: '请填写银行账号',
  bankAccountFormat: '银行账号应为 8 到 30 位数字',
  registeredAddress: '请填写注册地址',
  registeredPhone: '请填写注册电话',
  registeredPhoneFormat: '请输入正确的注册电话，如 021-55550123 或手机号',
  email: '请填写接收电子发票的邮箱',
  emailFormat: '请输入正确的邮箱地址',
} as const;

/** The longest text each field takes; the tax number's rule wants 18, its input takes them in groups. */
export const INVOICE_TITLE_MAX = {
  name: 100,
  taxNo: 24,
  bank: 50,
  bankAccount: 30,
  registeredAddress: 100,
  registeredPhone: 20,
  email: 100,
} as const;

const BANK_ACCOUNT = /^\d{8,30}$/;
// A landline with its area code (and an extension), or a mainland mobile number.
const PHONE = /^(0\d{2,3}-?\d{7,8}(-\d{1,6})?|1[3-9]\d{9})$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** What the shop allows: 增值税专用发票 where `invoices.specialVat` is on. */
export interface InvoiceTitleRules {
  specialVat: boolean;
}

export const invoiceTitleRules = (
  capabilities: Pick<Capabilities, 'invoices.specialVat'>,
): InvoiceTitleRules => ({ specialVat: capabilities['invoices.specialVat'] });

const isKind = (value: string): value is TitleKind => Object.hasOwn(TITLE_KIND_LABEL, value);
const isInvoiceType = (value: string): value is InvoiceType => Object.hasOwn(INVOICE_TYPE_LABEL, value);

/**
 * The invoice types a title of that kind may ask for: 专用 only for 企业 and only where the shop allows it.
 * @example invoiceTypeChoices('personal', { specialVat: true }) → ['ordinary']
 */
export function invoiceTypeChoices(kind: string, { specialVat }: InvoiceTitleRules): InvoiceType[] {
  return kind === 'company' && specialVat ? ['ordinary', 'special'] : ['ordinary'];
}

/**
 * The form after the member picks a kind: the invoice type kept where the new kind may have it, else 普通.
 * @example withTitleKind({ ...values, invoiceType: 'special' }, 'personal', rules).invoiceType === 'ordinary'
 */
export function withTitleKind(
  values: InvoiceTitleValues,
  kind: TitleKind,
  rules: InvoiceTitleRules,
): InvoiceTitleValues {
  const choices: readonly string[] = invoiceTypeChoices(kind, rules);
  return {
    ...values,
    kind,
    invoiceType: choices.includes(values.invoiceType) ? values.invoiceType : 'ordinary',
  };
}

/** Whether the form shows a field for a title of this kind, and whether it is required (starred). */
export function invoiceTitleFieldInput(
  field: InvoiceTitleField,
  { kind, invoiceType }: Pick<InvoiceTitleValues, 'kind' | 'invoiceType'>,
): { shown: boolean; required: boolean } {
  if (!COMPANY_FIELDS.includes(field)) return { shown: true, required: true };
  if (kind !== 'company') return { shown: false, required: false };
  return { shown: true, required: field === 'taxNo' || invoiceType === 'special' };
}

/** A company field's check: required only where the title's type requires it, else checked when filled. */
function checkCompanyText(
  field: 'bank' | 'bankAccount' | 'registeredAddress' | 'registeredPhone',
  value: string,
  required: boolean,
): string | undefined {
  const M = INVOICE_TITLE_MESSAGES;
  const formats = {
    bank: undefined,
    bankAccount: { pattern: BANK_ACCOUNT, message: M.bankAccountFormat },
    registeredAddress: undefined,
    registeredPhone: { pattern: PHONE, message: M.registeredPhoneFormat },
  };
  const format = formats[field];
  return checkText(value, {
    required: required ? M[field] : undefined,
    ...(format && { format }),
    max: INVOICE_TITLE_MAX[field],
    lengthMessage: maxLengthMessage(INVOICE_TITLE_MAX[field]),
  });
}

function checkInvoiceType(values: InvoiceTitleValues, rules: InvoiceTitleRules): string | undefined {
  const M = INVOICE_TITLE_MESSAGES;
  if (!isInvoiceType(values.invoiceType)) return M.invoiceType;
  if (values.invoiceType === 'ordinary') return undefined;
  if (values.kind !== 'company') return M.specialPersonal;
  return rules.specialVat ? undefined : M.specialNotOffered;
}

/**
 * One field's message, or undefined when it is valid or the title's kind has no such field.
 * @example validateInvoiceTitleField('bank', { ...values, kind: 'company', invoiceType: 'special', bank: '' }, rules) === '请填写开户银行'
 */
export function validateInvoiceTitleField(
  field: InvoiceTitleField,
  values: InvoiceTitleValues,
  rules: InvoiceTitleRules,
): string | undefined {
  const M = INVOICE_TITLE_MESSAGES;
  const { shown, required } = invoiceTitleFieldInput(field, values);
  if (!shown) return undefined;
  switch (field) {
    case 'kind':
      return isKind(values.kind) ? undefined : M.kind;
    case 'invoiceType':
      return checkInvoiceType(values, rules);
    case 'name':
      return checkText(values.name, {
        required: M.name,
        max: INVOICE_TITLE_MAX.name,
        lengthMessage: maxLengthMessage(INVOICE_TITLE_MAX.name),
      });
    case 'taxNo':
      return taxNumberProblem(values.taxNo);
    case 'bankAccount':
      return checkCompanyText(field, values.bankAccount.replace(/\s/g, ''), required);
    case 'bank':
    case 'registeredAddress':
    case 'registeredPhone':
      return checkCompanyText(field, values[field], required);
    case 'email':
      return invoiceEmailProblem(values.email);
  }
}

/** Why an address cannot receive e-invoices (empty, not an address, too long): a title's, or 重发至邮箱's. */
export function invoiceEmailProblem(email: string): string | undefined {
  return checkText(email, {
    required: INVOICE_TITLE_MESSAGES.email,
    format: { pattern: EMAIL, message: INVOICE_TITLE_MESSAGES.emailFormat },
    max: INVOICE_TITLE_MAX.email,
    lengthMessage: maxLengthMessage(INVOICE_TITLE_MAX.email),
  });
}

/** The whole form on submit. */
export function validateInvoiceTitle(
  values: InvoiceTitleValues,
  rules: InvoiceTitleRules,
): Validation<InvoiceTitleField> {
  return validateFields(INVOICE_TITLE_FIELDS, (field) => validateInvoiceTitleField(field, values, rules));
}

/**
 * A valid form as it is kept: free text cleaned, the tax number and account without spaces, and a 个人
 * title without the company fields it does not show.
 */
export function keptInvoiceTitle(values: InvoiceTitleValues, isDefault: boolean): InvoiceTitleFields {
  const company = values.kind === 'company';
  const companyText = (value: string) => (company ? cleanFreeText(value) : '');
  return {
    kind: company ? 'company' : 'personal',
    invoiceType: company && values.invoiceType === 'special' ? 'special' : 'ordinary',
    name: cleanFreeText(values.name),
    taxNo: company ? normaliseTaxNumber(values.taxNo) : '',
    bank: companyText(values.bank),
    bankAccount: company ? values.bankAccount.replace(/\s/g, '') : '',
    registeredAddress: companyText(values.registeredAddress),
    registeredPhone: companyText(values.registeredPhone),
    email: cleanFreeText(values.email),
    isDefault,
  };
}

/** The form's values for a title being edited, or an empty 企业 ordinary title. */
export function invoiceTitleFormValues(title?: InvoiceTitleFields): InvoiceTitleValues {
  return {
    kind: title?.kind ?? 'company',
    invoiceType: title?.invoiceType ?? 'ordinary',
    name: title?.name ?? '',
    taxNo: title?.taxNo ?? '',
    bank: title?.bank ?? '',
    bankAccount: title?.bankAccount ?? '',
    registeredAddress: title?.registeredAddress ?? '',
    registeredPhone: title?.registeredPhone ?? '',
    email: title?.email ?? '',
  };
}
