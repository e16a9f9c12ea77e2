// The invoice-title form (docs/invoices.md): one exact message per field, the company fields only for 企业,
// 专用 only for 企业 and only where the shop allows it.
import {
  INVOICE_TITLE_MESSAGES as M,
  invoiceTitleFieldInput,
  invoiceTitleFormValues,
  invoiceTypeChoices,
  keptInvoiceTitle,
  TAX_NUMBER_MESSAGES,
  validateInvoiceTitle,
  validateInvoiceTitleField,
  withTitleKind,
  type InvoiceTitleField,
  type InvoiceTitleValues,
} from '../../../engine';

const allowed = { specialVat: true };
const notAllowed = { specialVat: false };

const special: InvoiceTitleValues = {
  kind: 'company',
  invoiceType: 'special',
  name: '演示科技有限公司',
  taxNo: '91350100M000100Y43',
  bank: '中国工商银行上海分行',
  bankAccount: '1001234509876543210',
  registeredAddress: '上海市浦东新区演示路 88 号',
  registeredPhone: '021-55550123',
  email: 'finance@example.com',
};
const ordinary: InvoiceTitleValues = {
  ...special,
  invoiceType: 'ordinary',
  bank: '',
  bankAccount: '',
  registeredAddress: '',
  registeredPhone: '',
};
const personal: InvoiceTitleValues = {
  ...invoiceTitleFormValues(),
  kind: 'personal',
  name: '张三',
  email: 'zs@example.com',
};

describe('each field has its exact message', () => {
  it.each<[string, InvoiceTitleField, InvoiceTitleValues, string | undefined]>([
    ['a kind that is neither', 'kind', { ...personal, kind: 'team' }, M.kind],
    ['a type that is neither', 'invoiceType', { ...ordinary, invoiceType: 'other' }, M.invoiceType],
    ['专用 on a 个人 title', 'invoiceType', { ...personal, invoiceType: 'special' }, M.specialPersonal],
    ['专用 on a 企业 title where allowed', 'invoiceType', special, undefined],
    ['name empty', 'name', { ...personal, name: '' }, M.name],
    ['name only spaces', 'name', { ...personal, name: '   ' }, M.name],
    ['name invisible only', 'name', { ...personal, name: '\u200b' }, '不能只填写空白或不可见字符'],
    ['name of 101 characters', 'name', { ...ordinary, name: '公'.repeat(101) }, '长度不能超过 100 个字符'],
    ['name of 100 characters', 'name', { ...ordinary, name: '公'.repeat(100) }, undefined],
    ['tax number empty on 企业', 'taxNo', { ...ordinary, taxNo: '' }, TAX_NUMBER_MESSAGES.required],
    [
      'tax number wrong check',
      'taxNo',
      { ...ordinary, taxNo: '91350100M000100Y44' },
      TAX_NUMBER_MESSAGES.checkCharacter,
    ],
    ['tax number not asked of 个人', 'taxNo', { ...personal, taxNo: 'junk' }, undefined],
    ['bank empty on 专用', 'bank', { ...special, bank: '' }, M.bank],
    ['bank empty on 普通: optional', 'bank', ordinary, undefined],
    ['bank of 51 characters', 'bank', { ...ordinary, bank: '行'.repeat(51) }, '长度不能超过 50 个字符'],
    ['account empty on 专用', 'bankAccount', { ...special, bankAccount: '' }, M.bankAccount],
    ['account with letters', 'bankAccount', { ...special, bankAccount: '6222abc12345' }, M.bankAccountFormat],
    ['account of 7 digits', 'bankAccount', { ...special, bankAccount: '1234567' }, M.bankAccountFormat],
    ['account of 31 digits', 'bankAccount', { ...special, bankAccount: '1'.repeat(31) }, M.bankAccountFormat],
    ['account in groups of 4', 'bankAccount', { ...special, bankAccount: '6222 0000 1111 2222' }, undefined],
    [
      'account filled on 普通 is checked',
      'bankAccount',
      { ...ordinary, bankAccount: '12-34' },
      M.bankAccountFormat,
    ],
    [
      'address empty on 专用',
      'registeredAddress',
      { ...special, registeredAddress: '' },
      M.registeredAddress,
    ],
    ['phone empty on 专用', 'registeredPhone', { ...special, registeredPhone: '' }, M.registeredPhone],
    [
      'phone without area code',
      'registeredPhone',
      { ...special, registeredPhone: '55550123' },
      M.registeredPhoneFormat,
    ],
    [
      'phone with letters',
      'registeredPhone',
      { ...special, registeredPhone: '021-5555abcd' },
      M.registeredPhoneFormat,
    ],
    [
      'phone with area code, no hyphen',
      'registeredPhone',
      { ...special, registeredPhone: '02155550123' },
      undefined,
    ],
    [
      'phone with an extension',
      'registeredPhone',
      { ...special, registeredPhone: '0755-8888666-801' },
      undefined,
    ],
    ['a mobile phone', 'registeredPhone', { ...special, registeredPhone: '13912345678' }, undefined],
    ['email empty', 'email', { ...personal, email: '' }, M.email],
    ['email without @', 'email', { ...personal, email: 'zs.example.com' }, M.emailFormat],
    ['email without a domain dot', 'email', { ...personal, email: 'zs@example' }, M.emailFormat],
    ['email with a space', 'email', { ...personal, email: 'z s@example.com' }, M.emailFormat],
    [
      'email of 101 characters',
      'email',
      { ...personal, email: `${'a'.repeat(89)}@example.com` },
      '长度不能超过 100 个字符',
    ],
  ])('%s', (_rule, field, values, message) => {
    expect(validateInvoiceTitleField(field, values, allowed)).toBe(message);
  });
});

describe('专用 only where the shop allows it', () => {
  it('refuses 专用 where invoices.specialVat is off', () => {
    expect(validateInvoiceTitleField('invoiceType', special, notAllowed)).toBe(M.specialNotOffered);
  });

  it.each([
    ['company', allowed, ['ordinary', 'special']],
    ['company', notAllowed, ['ordinary']],
    ['personal', allowed, ['ordinary']],
  ] as const)('a %s title may ask for its choices', (kind, rules, choices) => {
    expect(invoiceTypeChoices(kind, rules)).toEqual(choices);
  });

  it('switching to 个人 turns 专用 into 普通; back to 企业 keeps what it was', () => {
    expect(withTitleKind(special, 'personal', allowed)).toMatchObject({
      kind: 'personal',
      invoiceType: 'ordinary',
    });
    expect(withTitleKind(ordinary, 'company', allowed)).toMatchObject({
      kind: 'company',
      invoiceType: 'ordinary',
    });
    expect(withTitleKind(special, 'company', allowed).invoiceType).toBe('special');
  });
});

describe('the form on submit', () => {
  it('a complete 专用, 普通 and 个人 title pass', () => {
    for (const values of [special, ordinary, personal])
      expect(validateInvoiceTitle(values, allowed).valid).toBe(true);
  });

  it('an empty 企业 form names the name, the tax number and the email, in that order', () => {
    const { valid, errors } = validateInvoiceTitle(invoiceTitleFormValues(), allowed);
    expect(valid).toBe(false);
    expect(Object.entries(errors)).toEqual([
      ['name', M.name],
      ['taxNo', TAX_NUMBER_MESSAGES.required],
      ['email', M.email],
    ]);
  });

  it('an empty 专用 form names every company field', () => {
    const { errors } = validateInvoiceTitle({ ...invoiceTitleFormValues(), invoiceType: 'special' }, allowed);
    expect(Object.keys(errors)).toEqual([
      'name',
      'taxNo',
      'bank',
      'bankAccount',
      'registeredAddress',
      'registeredPhone',
      'email',
    ]);
  });
});

it('shows the company fields only for 企业, required for 专用 (the tax number always)', () => {
  const inputs = (values: InvoiceTitleValues) =>
    (['taxNo', 'bank', 'email'] as const).map((field) => invoiceTitleFieldInput(field, values));
  expect(inputs(personal)).toEqual([
    { shown: false, required: false },
    { shown: false, required: false },
    { shown: true, required: true },
  ]);
  expect(inputs(ordinary)).toEqual([
    { shown: true, required: true },
    { shown: true, required: false },
    { shown: true, required: true },
  ]);
  expect(inputs(special)[1]).toEqual({ shown: true, required: true });
});

it('keeps a title cleaned: spaces out of numbers, capitals, and no company fields on 个人', () => {
  expect(
    keptInvoiceTitle(
      { ...special, name: ' 演示\u202e科技 ', taxNo: '9135 0100m000100y43', bankAccount: '1001 2345 0987' },
      true,
    ),
  ).toMatchObject({
    name: '演示科技',
    taxNo: '91350100M000100Y43',
    bankAccount: '100123450987',
    isDefault: true,
  });
  expect(keptInvoiceTitle({ ...special, kind: 'personal' }, false)).toEqual({
    kind: 'personal',
    invoiceType: 'ordinary',
    name: special.name,
    taxNo: '',
    bank: '',
    bankAccount: '',
    registeredAddress: '',
    registeredPhone: '',
    email: special.email,
    isDefault: false,
  });
});
