import fc from 'fast-check';
import {
  auditStatusLabel,
  filterCountInput,
  filterPriceInput,
  filterPurchaseInput,
  purchaseFieldInput,
  validatePurchaseRequest,
  validatePurchaseRequestField,
  type PurchaseRequestField,
  type PurchaseRequestValues,
} from '../../../engine/domain/forms/purchase-request-form';

// spec 2 §9 field limits, as the profiles give them.
const limits = {
  goodsNameMax: 50,
  barCodeMax: 50,
  goodsBrandMax: 50,
  goodsModelMax: 50,
  goodsUrlMax: 150,
  expectedPriceMax: 20,
  buyCountMax: 20,
  contactsMax: 50,
  concatPhoneMax: 12,
  reasonMin: 1,
  reasonMax: 200,
};

const valid: PurchaseRequestValues = {
  goodsName: '打印纸',
  barCode: '6901234567890',
  goodsBrand: '得力',
  goodsModel: 'A4',
  goodsUrl: 'https://example.com/a4',
  expectedPrice: '25.50',
  buyCount: '100',
  contacts: '李四',
  concatPhone: '021-12345678',
  reason: '办公用纸',
};

describe('spec 2 §5: purchase request form', () => {
  it.each<{ rule: string; field: PurchaseRequestField; value: string; message: string | undefined }>([
    { rule: 'goodsName required: 请填写商品名称', field: 'goodsName', value: '', message: '请填写商品名称' },
    {
      rule: 'goodsName max 50',
      field: 'goodsName',
      value: '纸'.repeat(51),
      message: '长度不能超过 50 个字符',
    },
    { rule: 'barCode optional', field: 'barCode', value: '', message: undefined },
    { rule: 'barCode digits only: 请填写数字', field: 'barCode', value: '69a1', message: '请填写数字' },
    { rule: 'barCode max 50', field: 'barCode', value: '1'.repeat(51), message: '长度不能超过 50 个字符' },
    {
      rule: 'goodsBrand optional, max 50',
      field: 'goodsBrand',
      value: 'b'.repeat(51),
      message: '长度不能超过 50 个字符',
    },
    { rule: 'goodsModel optional, max 50', field: 'goodsModel', value: '', message: undefined },
    {
      rule: 'goodsUrl max 150',
      field: 'goodsUrl',
      value: 'u'.repeat(151),
      message: '长度不能超过 150 个字符',
    },
    ...[
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '/cart',
      'ftp://x',
    ].map((value) => ({
      rule: `goodsUrl ${value} refused by the link policy`,
      field: 'goodsUrl' as const,
      value,
      message: '商品链接须以 http:// 或 https:// 开头',
    })),
    { rule: 'goodsUrl http', field: 'goodsUrl', value: 'http://example.com/x', message: undefined },
    {
      rule: 'expectedPrice required: 请填写期望单价',
      field: 'expectedPrice',
      value: '',
      message: '请填写期望单价',
    },
    {
      rule: 'expectedPrice at most two decimals',
      field: 'expectedPrice',
      value: '1.234',
      message: '请填写期望单价',
    },
    {
      rule: 'expectedPrice no leading zero before digits',
      field: 'expectedPrice',
      value: '012',
      message: '请填写期望单价',
    },
    { rule: 'expectedPrice 0.5 is fine', field: 'expectedPrice', value: '0.5', message: undefined },
    {
      rule: 'expectedPrice max 20 chars',
      field: 'expectedPrice',
      value: '1'.repeat(21),
      message: '长度不能超过 20 个字符',
    },
    { rule: 'buyCount required: 请填写采购数量', field: 'buyCount', value: '', message: '请填写采购数量' },
    { rule: 'buyCount digits only', field: 'buyCount', value: '1.5', message: '请填写采购数量' },
    { rule: 'buyCount no leading zero', field: 'buyCount', value: '05', message: '请填写采购数量' },
    {
      rule: 'buyCount max 20 chars',
      field: 'buyCount',
      value: '9'.repeat(21),
      message: '长度不能超过 20 个字符',
    },
    { rule: 'contacts required: 请填写联系人', field: 'contacts', value: ' ', message: '请填写联系人' },
    {
      rule: 'concatPhone required: 请填写联系电话',
      field: 'concatPhone',
      value: '',
      message: '请填写联系电话',
    },
    {
      rule: 'concatPhone max 12',
      field: 'concatPhone',
      value: '1'.repeat(13),
      message: '长度不能超过 12 个字符',
    },
    { rule: 'reason required: 请输入商品需求', field: 'reason', value: '', message: '请输入商品需求' },
    { rule: 'reason 1 to 200', field: 'reason', value: '需'.repeat(201), message: '长度在 1 到 200 个字符' },
  ])('$rule', ({ field, value, message }) => {
    expect(validatePurchaseRequestField(field, { ...valid, [field]: value }, limits)).toBe(message);
  });

  it('submission proceeds only if all fields are valid', () => {
    expect(validatePurchaseRequest(valid, limits)).toEqual({ valid: true, errors: {} });
    expect(validatePurchaseRequest({}, limits)).toEqual({
      valid: false,
      errors: {
        goodsName: '请填写商品名称',
        expectedPrice: '请填写期望单价',
        buyCount: '请填写采购数量',
        contacts: '请填写联系人',
        concatPhone: '请填写联系电话',
        reason: '请输入商品需求',
      },
    });
  });
});

describe('spec 2 §5: "input filtered to digits and one decimal point; at most two decimals; no leading zero followed by digits"', () => {
  it.each([
    { raw: '12.34', expected: '12.34' },
    { raw: '1a2b.3c', expected: '12.3' },
    { raw: '12.345', expected: '12.34' },
    { raw: '1.2.3', expected: '1.23' },
    { raw: '00012', expected: '12' },
    { raw: '00', expected: '0' },
    { raw: '0.5', expected: '0.5' },
    { raw: '00.5', expected: '0.5' },
    { raw: '.5', expected: '0.5' },
    { raw: '12.', expected: '12.' },
    { raw: '-3', expected: '3' },
    { raw: '１２', expected: '' },
    { raw: '1'.repeat(25), expected: '1'.repeat(20) },
  ])('filterPriceInput($raw) is $expected', ({ raw, expected }) => {
    expect(filterPriceInput(raw, limits.expectedPriceMax)).toBe(expected);
  });

  it.each([
    { raw: '120', expected: '120' },
    { raw: '0120', expected: '120' },
    { raw: '0', expected: '' },
    { raw: '1.5', expected: '15' },
    { raw: 'a1b2', expected: '12' },
    { raw: '9'.repeat(25), expected: '9'.repeat(20) },
  ])('filterCountInput($raw) is $expected (digits only, no leading zero)', ({ raw, expected }) => {
    expect(filterCountInput(raw, limits.buyCountMax)).toBe(expected);
  });

  it('property: filtered input keeps its shape, its length and is stable', () => {
    const typed = fc.string({ unit: fc.constantFrom('0', '1', '9', '.', 'a', '-', ' '), maxLength: 40 });
    fc.assert(
      fc.property(typed, fc.integer({ min: 1, max: 30 }), (raw, max) => {
        const price = filterPriceInput(raw, max);
        expect(price).toMatch(/^((0|[1-9]\d*)(\.\d{0,2})?)?$/);
        expect(price.length).toBeLessThanOrEqual(max);
        expect(filterPriceInput(price, max)).toBe(price);
        const count = filterCountInput(raw, max);
        expect(count).toMatch(/^([1-9]\d*)?$/);
        expect(count.length).toBeLessThanOrEqual(max);
        expect(filterCountInput(count, max)).toBe(count);
      }),
    );
  });
});

describe('spec 2 §5: what each field does with what is typed', () => {
  it.each([
    { field: 'expectedPrice', typed: '0a1.239', value: '1.23', message: undefined },
    { field: 'buyCount', typed: '0x20', value: '20', message: undefined },
    { field: 'barCode', typed: '6901', value: '6901', message: undefined },
    { field: 'barCode', typed: '69-01', value: '6901', message: '请填写数字' },
    { field: 'goodsName', typed: ' 茶 ', value: ' 茶 ', message: undefined },
  ] as const)('$field "$typed" → "$value"', ({ field, typed, value, message }) => {
    expect(filterPurchaseInput(field, typed, limits)).toEqual(message ? { value, message } : { value });
  });

  it.each([
    { field: 'goodsName', required: true, maxLength: 50 },
    { field: 'barCode', required: false, maxLength: 50 },
    { field: 'goodsUrl', required: false, maxLength: 150 },
    { field: 'concatPhone', required: true, maxLength: 12 },
    { field: 'reason', required: true, maxLength: 200 },
  ] as const)('$field: required $required, at most $maxLength', ({ field, required, maxLength }) => {
    expect(purchaseFieldInput(field, limits)).toEqual({ required, maxLength });
  });
});

describe('spec 2 §2: the audit label', () => {
  it.each([
    { auditStatus: 1001, label: '可供货' },
    { auditStatus: 1002, label: '无法供货' },
    { auditStatus: null, label: '待审核' },
    { auditStatus: 0, label: '待审核' },
  ])('$auditStatus: $label', ({ auditStatus, label }) => {
    expect(auditStatusLabel(auditStatus)).toBe(label);
  });
});
