import * as domain from '../../../engine/domain';

describe('spec 1 §9 and spec 2 §9: the backend codes, named', () => {
  it.each([
    {
      rule: 'shelves status 1001 on, 1002 off',
      actual: domain.SHELVES_STATUS,
      expected: { on: 1001, off: 1002 },
    },
    {
      rule: 'sale status 1001 / 1002 / 1003',
      actual: domain.SALE_STATUS,
      expected: { onSale: 1001, offShelf: 1002, soldOut: 1003 },
    },
    {
      rule: 'flash sale activity type 4; price override types 3 and 4',
      actual: [domain.ACTIVITY_TYPE.flashSale, domain.PRICE_OVERRIDE_ACTIVITY_TYPES],
      expected: [4, [3, 4]],
    },
    {
      rule: 'panic states 1, 2, 3',
      actual: domain.PANIC_STATE,
      expected: { notStarted: 1, running: 2, ended: 3 },
    },
    {
      rule: 'auditStatus 1001 supplied, 1002 cannot supply',
      actual: domain.AUDIT_STATUS,
      expected: { supplied: 1001, cannotSupply: 1002 },
    },
    {
      rule: 'municipality province ids 1 to 4',
      actual: domain.MUNICIPALITY_PROVINCE_IDS,
      expected: [1, 2, 3, 4],
    },
    {
      rule: 'region tab ids 1000-1003',
      actual: domain.REGION_TAB,
      expected: { province: 1000, city: 1001, district: 1002, street: 1003 },
    },
    {
      rule: 'goodsType 1002 and virtualOrder 1 mean virtual',
      actual: [domain.GOODS_TYPE.virtual, domain.VIRTUAL_ORDER.virtual],
      expected: [1002, 1],
    },
    {
      rule: 'sales-area limitType 1002 inverts',
      actual: domain.SALES_AREA_LIMIT_TYPE.exclusion,
      expected: 1002,
    },
    { rule: 'showSales 1001 shows the sold count', actual: domain.SHOW_SALES.shown, expected: 1001 },
  ])('$rule', ({ actual, expected }) => {
    expect(actual).toEqual(expected);
  });
});
