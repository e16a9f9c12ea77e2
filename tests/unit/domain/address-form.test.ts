import {
  addressRules,
  checkPhone,
  isMainlandMobile,
  validateAddress,
  validateAddressField,
  type AddressFormField,
  type AddressFormValues,
  type AddressRules,
} from '../../../engine/domain/forms/address-form';
import { chooseRegion, initialRegionState } from '../../../engine/domain/region-selection';

// The limits of spec 1 §9, as the profiles give them.
const ordinaryLimits = {
  receiverNameMax: 20,
  phoneLength: 11,
  detailMax: 80,
  detailMessageMax: 100,
  aliasMin: 1,
  aliasMax: 10,
  aliasInputMax: 5,
};
const ALL: AddressFormField[] = ['receiverName', 'receiverPhone', 'region', 'detail', 'alias'];
const ordinary: AddressRules = {
  limits: ordinaryLimits,
  alias: { label: '别名', required: false },
  editableFields: ALL,
};
const procurement: AddressRules = {
  limits: { ...ordinaryLimits, aliasMin: 2, aliasMax: 50, aliasInputMax: 50 },
  alias: { label: '地址简称', required: true, hint: '2~50个字，可输入数字、字符、字母' },
  editableFields: ALL,
};

const province = chooseRegion(initialRegionState(), 'province', { id: 19, regionName: '广东省' });
const district = [
  ['city', { id: 1607, regionName: '深圳市' }],
  ['district', { id: 3155, regionName: '南山区' }],
] as const;
const fullRegion = chooseRegion(
  district.reduce((state, [level, node]) => chooseRegion(state, level, node), province),
  'street',
  { id: 1, regionName: '粤海街道' },
);

const valid: AddressFormValues = {
  receiverName: '张三',
  receiverPhone: '13800138000',
  region: fullRegion,
  detail: '科技园 1 号',
  alias: '',
};

describe('spec 1 §5: address form rules', () => {
  it.each<{
    rule: string;
    field: AddressFormField;
    value: Partial<AddressFormValues>;
    message: string | undefined;
  }>([
    {
      rule: 'receiver name required: 请输入收货人',
      field: 'receiverName',
      value: { receiverName: '' },
      message: '请输入收货人',
    },
    {
      rule: 'receiver name of spaces counts as empty',
      field: 'receiverName',
      value: { receiverName: '   ' },
      message: '请输入收货人',
    },
    {
      rule: 'receiver name 1 to 20 characters',
      field: 'receiverName',
      value: { receiverName: '张'.repeat(20) },
      message: undefined,
    },
    {
      rule: 'receiver name over 20: 长度在 1 到 20 个字符',
      field: 'receiverName',
      value: { receiverName: '张'.repeat(21) },
      message: '长度在 1 到 20 个字符',
    },
    {
      rule: 'phone required: 手机号不能为空',
      field: 'receiverPhone',
      value: { receiverPhone: '' },
      message: '手机号不能为空',
    },
    {
      rule: 'phone length 11: 手机号码长度不正确',
      field: 'receiverPhone',
      value: { receiverPhone: '1380013800' },
      message: '手机号码长度不正确',
    },
    {
      rule: 'phone too long',
      field: 'receiverPhone',
      value: { receiverPhone: '138001380001' },
      message: '手机号码长度不正确',
    },
    {
      rule: 'phone: 1 then 3-9 then 9 digits (12… fails): 请输入正确的手机号',
      field: 'receiverPhone',
      value: { receiverPhone: '12800138000' },
      message: '请输入正确的手机号',
    },
    {
      rule: 'phone with letters: 请输入正确的手机号',
      field: 'receiverPhone',
      value: { receiverPhone: '1380013800a' },
      message: '请输入正确的手机号',
    },
    {
      rule: 'phone 19… is a mainland mobile',
      field: 'receiverPhone',
      value: { receiverPhone: '19912345678' },
      message: undefined,
    },
    { rule: 'region required: 请选择地址', field: 'region', value: { region: null }, message: '请选择地址' },
    {
      rule: 'region with nothing chosen: 请选择地址',
      field: 'region',
      value: { region: initialRegionState() },
      message: '请选择地址',
    },
    {
      rule: 'region partly chosen is fine while editing',
      field: 'region',
      value: { region: province },
      message: undefined,
    },
    {
      rule: 'detail required: 请输入详细地址',
      field: 'detail',
      value: { detail: '' },
      message: '请输入详细地址',
    },
    {
      rule: 'detail at most 80 characters',
      field: 'detail',
      value: { detail: '路'.repeat(80) },
      message: undefined,
    },
    {
      rule: 'detail over 80: the message speaks of 100',
      field: 'detail',
      value: { detail: '路'.repeat(81) },
      message: '长度不能超过 100 个字符',
    },
    { rule: 'alias optional on ordinary shops', field: 'alias', value: { alias: '' }, message: undefined },
    {
      rule: 'alias 1 to 10 characters',
      field: 'alias',
      value: { alias: '家'.repeat(10) },
      message: undefined,
    },
    {
      rule: 'alias over 10',
      field: 'alias',
      value: { alias: '家'.repeat(11) },
      message: '长度在 1 到 10 个字符',
    },
  ])('$rule', ({ field, value, message }) => {
    expect(validateAddressField(field, { ...valid, ...value }, ordinary)).toBe(message);
  });

  it.each<{ rule: string; alias: string; message: string | undefined }>([
    { rule: 'labelled 地址简称 and required', alias: '', message: '请输入地址简称' },
    { rule: '2 to 50 characters: 1 is too short', alias: '家', message: '长度在 2 到 50 个字符' },
    { rule: '2 characters is enough', alias: 'A1', message: undefined },
    { rule: '50 characters is the most', alias: 'a'.repeat(50), message: undefined },
    { rule: '51 is too many', alias: 'a'.repeat(51), message: '长度在 2 到 50 个字符' },
  ])('procurement shops (rules from the profile): alias $rule', ({ alias, message }) => {
    expect(validateAddressField('alias', { ...valid, alias }, procurement)).toBe(message);
  });

  it('on submit an incomplete region gives 请选择完整的所在地区', () => {
    expect(validateAddressField('region', { region: province }, ordinary, { submit: true })).toBe(
      '请选择完整的所在地区',
    );
    expect(validateAddress({ ...valid, region: province }, ordinary).errors).toEqual({
      region: '请选择完整的所在地区',
    });
  });

  it('a district-only region is complete at the district', () => {
    const districtOnly = district.reduce(
      (state, [level, node]) => chooseRegion(state, level, node),
      chooseRegion(initialRegionState({ districtOnly: true }), 'province', { id: 19, regionName: '广东省' }),
    );
    expect(validateAddress({ ...valid, region: districtOnly }, ordinary).valid).toBe(true);
  });

  it('a valid form passes', () => {
    expect(validateAddress(valid, ordinary)).toEqual({ valid: true, errors: {} });
  });

  it('an empty form gives every required message', () => {
    expect(validateAddress({}, procurement).errors).toEqual({
      receiverName: '请输入收货人',
      receiverPhone: '手机号不能为空',
      region: '请选择地址',
      detail: '请输入详细地址',
      alias: '请输入地址简称',
    });
  });

  it('fields the shop does not let the user edit are not validated', () => {
    const editNameAndPhone: AddressRules = {
      ...ordinary,
      editableFields: ['receiverName', 'receiverPhone', 'isDefault'],
    };
    expect(validateAddress({ receiverName: '张三', receiverPhone: '13800138000' }, editNameAndPhone)).toEqual(
      {
        valid: true,
        errors: {},
      },
    );
    expect(
      validateAddress({ receiverName: '', receiverPhone: '13800138000' }, editNameAndPhone).errors,
    ).toEqual({
      receiverName: '请输入收货人',
    });
  });
});

describe('spec 1 §5: the form rules of a shop, from its limits and alias capabilities', () => {
  const capabilities = (label: string, required: boolean, hint: string) => ({
    'address.aliasLabel': label,
    'address.aliasRequired': required,
    'address.aliasHint': hint,
  });
  it.each([
    {
      rule: 'ordinary shop: alias 别名, optional, no hint, every field editable',
      rules: addressRules(ordinaryLimits, capabilities('别名', false, '')),
      expected: ordinary,
    },
    {
      rule: 'type 4: alias 地址简称, required, with its hint',
      rules: addressRules(
        procurement.limits,
        capabilities('地址简称', true, '2~50个字，可输入数字、字符、字母'),
      ),
      expected: procurement,
    },
    {
      rule: 'only the editable fields are checked',
      rules: addressRules(ordinaryLimits, capabilities('别名', false, ''), ['receiverName']),
      expected: { ...ordinary, editableFields: ['receiverName'] },
    },
  ])('$rule', ({ rules, expected }) => {
    expect(rules).toEqual(expected);
  });

  it('asks for the alias by its label where it is required', () => {
    const rules = addressRules(procurement.limits, capabilities('地址简称', true, ''));
    expect(validateAddress({ ...valid, alias: '' }, rules).errors).toEqual({ alias: '请输入地址简称' });
  });
});

describe('spec 1 §5: a phone number, checked alone (registration uses the same rule)', () => {
  it.each([
    { rule: 'empty: 手机号不能为空', phone: ' ', message: '手机号不能为空' },
    { rule: 'length 11: 手机号码长度不正确', phone: '1391234567', message: '手机号码长度不正确' },
    { rule: '1, then 3–9: 请输入正确的手机号', phone: '12912345678', message: '请输入正确的手机号' },
    { rule: 'a mainland mobile passes', phone: '13912345678', message: undefined },
  ])('$rule', ({ phone, message }) => {
    expect(checkPhone(phone, { phoneLength: 11 })).toBe(message);
    expect(isMainlandMobile(phone)).toBe(message === undefined);
  });
});
