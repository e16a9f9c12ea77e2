import {
  addressDraft,
  addressFieldPresence,
  addressFormMode,
  addressSaveRequest,
  regionOfAddress,
  setDefaultRequest,
  type AddressField,
  type AddressFieldPresence,
  type AddressRecord,
} from '../../../engine';
import { ADDRESS_FIELDS, isRegionComplete, REGION_TAB } from '../../../engine';

const shenzhen: AddressRecord = {
  id: 7,
  receiverName: ' 张三 ',
  receiverPhone: '13800130001',
  receiverAddress: '科技园 1 号 ',
  aliasName: '公司',
  isDefault: 0,
  provinceId: 19,
  provinceName: '广东省',
  cityId: 4403,
  cityName: '深圳市',
  countyId: 440305,
  countyName: '南山区',
  townId: 440305007,
  townName: '粤海街道',
};

describe("an address's region, as the region picker holds it", () => {
  it('names every level and opens at the street', () => {
    const region = regionOfAddress(shenzhen, { districtOnly: false });
    expect(region.selected).toEqual({
      province: { id: 19, regionName: '广东省' },
      city: { id: 4403, regionName: '深圳市' },
      district: { id: 440305, regionName: '南山区' },
      street: { id: 440305007, regionName: '粤海街道' },
    });
    expect(region.activeTab).toBe(REGION_TAB.street);
    expect(isRegionComplete(region)).toBe(true);
  });

  it('district-only: leaves the street out and opens at the district', () => {
    const region = regionOfAddress(shenzhen, { districtOnly: true });
    expect(region.selected.street).toBeUndefined();
    expect(region.activeTab).toBe(REGION_TAB.district);
    expect(isRegionComplete(region)).toBe(true);
  });

  it('an address without a street is incomplete where streets are asked for, and opens at the street', () => {
    const region = regionOfAddress({ ...shenzhen, townId: null, townName: null }, { districtOnly: false });
    expect(region.selected.street).toBeUndefined();
    expect(region.activeTab).toBe(REGION_TAB.street);
    expect(isRegionComplete(region)).toBe(false);
  });
});

describe("the dialog's starting values", () => {
  it("a new address: empty fields, an unchosen region in the shop's mode, not the default", () => {
    expect(addressDraft(undefined, { districtOnly: true })).toEqual({
      receiverName: '',
      receiverPhone: '',
      region: expect.objectContaining({ districtOnly: true, selected: {} }),
      detail: '',
      alias: '',
      isDefault: false,
    });
  });

  it('an edit: the address, its detail and alias, its default flag as a tick', () => {
    expect(addressDraft({ ...shenzhen, isDefault: 1 }, { districtOnly: false })).toMatchObject({
      receiverName: ' 张三 ',
      detail: '科技园 1 号 ',
      alias: '公司',
      isDefault: true,
    });
  });
});

describe('spec 1 §6: what the dialog lets the user edit, and where it saves', () => {
  const shop9009 = {
    'orderAddress.editableFields': ['receiverName', 'receiverPhone', 'isDefault'] as AddressField[],
    'orderAddress.saveVia': 'placeOrderAddress' as const,
  };
  it.each([
    {
      rule: 'the address book edits every field',
      mode: 'memberAddress',
      editing: true,
      fields: ADDRESS_FIELDS,
      saveVia: 'memberAddress',
    },
    {
      rule: "an existing order address follows the shop's rules",
      mode: 'orderAddress',
      editing: true,
      fields: shop9009['orderAddress.editableFields'],
      saveVia: 'placeOrderAddress',
    },
    {
      rule: 'a new address at checkout goes into the address book',
      mode: 'orderAddress',
      editing: false,
      fields: ADDRESS_FIELDS,
      saveVia: 'memberAddress',
    },
  ] as const)('$rule', ({ mode, editing, fields, saveVia }) => {
    expect(addressFormMode(mode, editing, shop9009)).toEqual({ editableFields: fields, saveVia });
  });

  it.each<[AddressField, AddressFieldPresence]>([
    ['receiverName', 'editable'],
    ['receiverPhone', 'editable'],
    ['isDefault', 'editable'],
    ['region', 'disabled'],
    ['detail', 'disabled'],
    ['alias', 'hidden'],
  ])("shop 9009's order address: %s is %s", (field, presence) => {
    expect(addressFieldPresence(field, shop9009['orderAddress.editableFields'])).toBe(presence);
  });

  it.each<[AddressField, AddressFieldPresence]>([
    ['receiverName', 'disabled'],
    ['receiverPhone', 'disabled'],
    ['isDefault', 'hidden'],
  ])('a locked %s is %s', (field, presence) => {
    expect(addressFieldPresence(field, [])).toBe(presence);
  });
});

describe('spec 1 §7: the save call built from the values', () => {
  const values = { ...addressDraft(shenzhen, { districtOnly: false }), isDefault: true };

  it('a new address: every field trimmed, the region ids and names, no id', () => {
    expect(addressSaveRequest(values, 'memberAddress')).toEqual({
      via: 'memberAddress',
      body: {
        receiverName: '张三',
        receiverPhone: '13800130001',
        isDefault: 1,
        provinceId: 19,
        provinceName: '广东省',
        cityId: 4403,
        cityName: '深圳市',
        countyId: 440305,
        countyName: '南山区',
        townId: 440305007,
        townName: '粤海街道',
        receiverAddress: '科技园 1 号',
        aliasName: '公司',
      },
    });
  });

  it('an edit carries the address id; a district-only region sends no street', () => {
    const districtOnly = addressDraft(shenzhen, { districtOnly: true });
    const request = addressSaveRequest(districtOnly, 'memberAddress', shenzhen);
    expect(request.body).toMatchObject({ id: 7, isDefault: 0, townId: null, townName: null });
  });

  it('region ids given as strings are sent as numbers', () => {
    const region = {
      ...values.region,
      selected: { ...values.region.selected, city: { id: '4403', regionName: '深圳市' } },
    };
    expect(addressSaveRequest({ ...values, region }, 'memberAddress').body).toMatchObject({ cityId: 4403 });
  });

  it('the order-address call: addressId, receiverName, receiverPhone, isDefault only', () => {
    expect(addressSaveRequest(values, 'placeOrderAddress', shenzhen)).toEqual({
      via: 'placeOrderAddress',
      body: { addressId: 7, receiverName: '张三', receiverPhone: '13800130001', isDefault: 1 },
    });
  });

  it('set default: the address as it is, with isDefault 1', () => {
    expect(setDefaultRequest(shenzhen, { districtOnly: false })).toEqual({
      via: 'memberAddress',
      body: expect.objectContaining({ id: 7, isDefault: 1, aliasName: '公司', townId: 440305007 }),
    });
  });
});
