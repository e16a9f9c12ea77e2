import { PERMISSION_CODES } from '../../../engine';
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
    {
      rule: 'sales-area limitType 1001 restricts the listed regions',
      actual: domain.SALES_AREA_LIMIT_TYPE.restriction,
      expected: 1001,
    },
    {
      rule: 'goodsType 1001 and virtualOrder 0 mean ordinary goods',
      actual: [domain.GOODS_TYPE.normal, domain.VIRTUAL_ORDER.normal],
      expected: [1001, 0],
    },
    { rule: 'pointsBatchCanBuy 1: points may buy', actual: domain.POINTS_BATCH_CAN_BUY.yes, expected: 1 },
    {
      rule: 'function lists clientType / functionTerminal 1001; addBrowseHistory clientType 1',
      actual: domain.CLIENT_TYPE,
      expected: { pc: 1001, browseHistory: 1 },
    },
    { rule: 'equity white list 1001 in force', actual: domain.WHITE_LIST_STATE.inForce, expected: 1001 },
    {
      rule: 'permission codes: F000143 order review, F000430 sourcing, F000382/F000383 goods management',
      actual: [domain.PERMISSION.orderReview, domain.PERMISSION.sourcing, domain.GOODS_MANAGEMENT_CODES],
      expected: ['F000143', 'F000430', ['F000382', 'F000383']],
    },
    {
      rule: 'every named permission code is one of spec 1 §6',
      actual: [...Object.values(domain.PERMISSION), ...domain.GOODS_MANAGEMENT_CODES].every((code) =>
        Object.hasOwn(PERMISSION_CODES, code),
      ),
      expected: true,
    },
    {
      rule: 'order statuses 1001 待审核 … 1005 已取消, and 1006 已驳回 for a refused review',
      actual: Object.values(domain.ORDER_STATUS).map((code) => `${code} ${domain.ORDER_STATUS_LABEL[code]}`),
      expected: ['1001 待审核', '1002 待发货', '1003 已发货', '1004 已完成', '1005 已取消', '1006 已驳回'],
    },
  ])('$rule', ({ actual, expected }) => {
    expect(actual).toEqual(expected);
  });
});
