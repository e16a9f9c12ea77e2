import { QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { addressesQuery, saveAddress, updateOrderAddress } from '../../../src/lib/api/endpoints/addresses';
import {
  addCart,
  cartCountQuery,
  cartListQuery,
  delCart,
  deleteCartLines,
  updateCart,
} from '../../../src/lib/api/endpoints/cart';
import { equityCardsQuery, equitySummaryQuery } from '../../../src/lib/api/endpoints/equity';
import { cancelFavourite, favouritesQuery } from '../../../src/lib/api/endpoints/favourites';
import { serverTimeQuery } from '../../../src/lib/api/endpoints/flash-sale';
import { helpCenterQuery } from '../../../src/lib/api/endpoints/help';
import { signOut } from '../../../src/lib/api/endpoints/login';
import {
  addBrowseHistory,
  generateLoginAdminUrl,
  guestFunctionsQuery,
  userFunctionsQuery,
  userInfoQuery,
} from '../../../src/lib/api/endpoints/member';
import { navLinksQuery, salesCategoriesQuery } from '../../../src/lib/api/endpoints/nav';
import {
  cancelOrder,
  orderDetailQuery,
  orderListQuery,
  pointsBalanceQuery,
  reviewOrder,
  reviewOrderListQuery,
  settlementPreviewQuery,
  submitOrder,
} from '../../../src/lib/api/endpoints/orders';
import { answerPrivacyPolicy, privacyRecordQuery } from '../../../src/lib/api/endpoints/privacy';
import { regionsQuery } from '../../../src/lib/api/endpoints/regions';
import { clearSearchHistory, searchHistoryQuery } from '../../../src/lib/api/endpoints/search';
import { shopInfoQuery, shopThemeQuery } from '../../../src/lib/api/endpoints/shop';
import { addReportGoods, reportGoodsQuery } from '../../../src/lib/api/endpoints/sourcing';
import { uploadImage } from '../../../src/lib/api/endpoints/upload';
import {
  MALL,
  defaultLimits,
  encryptionInfoHandler,
  fail,
  api,
  freshClient,
  ok,
  server,
  startFakeGateway,
} from './fake-gateway';
import type { CartItem } from '../../../engine/contract';

startFakeGateway();

beforeEach(() => {
  freshClient();
});

interface Sent {
  method: string;
  address: string;
  body: unknown;
}

/** Answers every gateway call with `data` and records what was sent. */
function recordCalls(data: unknown = null): Sent[] {
  const sent: Sent[] = [];
  server.use(
    encryptionInfoHandler(),
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const isForm = request.headers.get('Content-Type')?.startsWith('multipart/form-data');
      const text = isForm ? '' : await request.text();
      const body = isForm ? await request.formData() : text ? (JSON.parse(text) as unknown) : null;
      sent.push({ method: request.method, address: url.pathname + url.search, body });
      return ok(data);
    }),
  );
  return sent;
}

const orderLine = { goodsCode: 'G1', goodsSkuCode: 'S1', quantity: 2 };

// Each query factory, the call it makes and what it sends (spec 1 §7, spec 2 §7).
const queries: [string, () => { queryKey: readonly unknown[] }, string, string, unknown][] = [
  ['shop info', () => shopInfoQuery(api()), 'GET', '/api/mall/website/queryWebsiteInfo', null],
  ['shop theme', () => shopThemeQuery(api()), 'GET', '/api/mall/website/queryWebsiteTheme', null],
  ['user info', () => userInfoQuery(api()), 'GET', '/api/mall/member/basicinfo', null],
  [
    'user functions',
    () => userFunctionsQuery(api()),
    'POST',
    '/api/mall/function/queryUserFunctionList',
    { clientType: 1001 },
  ],
  [
    'guest functions',
    () => guestFunctionsQuery(api()),
    'POST',
    '/api/mall/function/queryFunctionList',
    { functionTerminal: 1001 },
  ],
  [
    'equity cards',
    () => equityCardsQuery(api(), defaultLimits.lists.equityPageSize),
    'GET',
    '/api/mall/member/interestsCard/memberInterestsCardWhiteListPage?whiteListState=1001&pageSize=200',
    null,
  ],
  [
    'equity summary',
    () => equitySummaryQuery(api()),
    'GET',
    '/api/mall/member/interestsCard/memberInterestsCardCensus',
    null,
  ],
  ['sales categories', () => salesCategoriesQuery(api()), 'GET', '/api/mall/getSalesCategory', null],
  [
    'help centre',
    () => helpCenterQuery(api()),
    'GET',
    '/api/mall/website/help/queryWebsiteHelpCenterVo',
    null,
  ],
  [
    'cart list',
    () => cartListQuery(api(), { provinceId: 1 }),
    'POST',
    '/api/cart/queryCartList',
    { provinceId: 1 },
  ],
  ['cart list without region', () => cartListQuery(api()), 'POST', '/api/cart/queryCartList', {}],
  ['cart count', () => cartCountQuery(api()), 'POST', '/api/cart/countCart', null],
  ['addresses', () => addressesQuery(api()), 'POST', '/api/mall/member/getMemberAddressList', null],
  ['server time', () => serverTimeQuery(api()), 'POST', '/api/mall/seckillFront/front/systemTime', null],
  [
    'favourites',
    () => favouritesQuery(api(), defaultLimits.lists.favouritesPageSize),
    'GET',
    '/api/mall/cellection/page?currentPage=1&pageSize=10000',
    null,
  ],
  ['search history', () => searchHistoryQuery(api()), 'GET', '/api/mall/goods/getRecentSearchKey', null],
  ['provinces', () => regionsQuery(api(), 'province'), 'GET', '/api/cdn/city/province.json', null],
  ['streets', () => regionsQuery(api(), 'jiedao'), 'GET', '/api/cdn/city/jiedao.json', null],
  [
    'privacy record',
    () => privacyRecordQuery(api()),
    'GET',
    '/api/mall/userPrivacyPolicy/website/getPrivacyPolicyAgreeRecord',
    null,
  ],
  [
    'settlement preview',
    () => settlementPreviewQuery(api(), { kind: 'normal', items: [orderLine], addressId: 3 }),
    'POST',
    '/api/order/settlement/preview',
    { kind: 'normal', items: [orderLine], addressId: 3 },
  ],
  [
    'order list',
    () => orderListQuery(api(), { orderStatus: 1002, currentPage: 2 }),
    'POST',
    '/api/order/orderList',
    { orderStatus: 1002, currentPage: 2 },
  ],
  ['order detail', () => orderDetailQuery(api(), 'DM1'), 'GET', '/api/order/orderDetail?orderNo=DM1', null],
  [
    'review list',
    () => reviewOrderListQuery(api(), { currentPage: 1 }),
    'POST',
    '/api/order/reviewOrderList',
    { currentPage: 1 },
  ],
  ['points balance', () => pointsBalanceQuery(api()), 'GET', '/api/mall/member/pointsBalance', null],
  [
    'purchase request',
    () => reportGoodsQuery(api(), 5),
    'GET',
    '/api/mall/reportGoods/reportGoodsDetail?id=5',
    null,
  ],
];

describe('query factories', () => {
  it.each(queries)(
    '%s: key [mallPath, area, name, …] and its call',
    async (_, factory, method, address, body) => {
      const sent = recordCalls();
      const options = factory();
      expect(options.queryKey[0]).toBe(MALL);
      expect(options.queryKey.slice(1, 3).every((part) => typeof part === 'string')).toBe(true);
      await new QueryClient().fetchQuery(options as Parameters<QueryClient['fetchQuery']>[0]);
      expect(sent).toEqual([{ method, address, body }]);
    },
  );

  it.each([
    ['favourites', (pageSize: number) => favouritesQuery(api(), pageSize)],
    ['equity cards', (pageSize: number) => equityCardsQuery(api(), pageSize)],
  ])('%s: in pages of the size the shop asks for', async (_, factory) => {
    const sent = recordCalls({ records: [] });
    await new QueryClient().fetchQuery(factory(7) as Parameters<QueryClient['fetchQuery']>[0]);
    expect(sent.map((call) => call.address)).toEqual([expect.stringContaining('pageSize=7')]);
  });

  it('every factory has its own key', () => {
    const keys = queries.map(([, factory]) => JSON.stringify(factory().queryKey));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('a failed answer fails the query with the server message', async () => {
    server.use(http.get('/api/mall/member/basicinfo', () => fail('20001', '用户不存在')));
    await expect(new QueryClient().fetchQuery(userInfoQuery(api()))).rejects.toMatchObject({
      message: '用户不存在',
      result: { code: '20001' },
    });
  });
});

const navLinksFixture = [
  {
    fixedContent: JSON.stringify({ navLinkList: [{ columnName: '帮助', columnLink: '/help', openMode: 1 }] }),
  },
];

describe('nav links', () => {
  it('are read from the JSON of data[0].fixedContent', async () => {
    const sent = recordCalls(navLinksFixture);
    expect(await new QueryClient().fetchQuery(navLinksQuery(api()))).toEqual([
      { columnName: '帮助', columnLink: '/help', openMode: 1 },
    ]);
    expect(sent[0]?.address).toBe('/api/mall/websitePc/getWebsiteTrimColumn');
  });

  it('are empty when the column has no content', async () => {
    recordCalls([]);
    expect(await new QueryClient().fetchQuery(navLinksQuery(api()))).toEqual([]);
  });
});

const line = { goodsCode: 'G1', goodsSkuCode: 'S1', quantity: 1 };
const address = {
  receiverName: '张三',
  receiverPhone: '13800000000',
  receiverAddress: '1号',
  aliasName: '家',
  isDefault: 1 as const,
  provinceId: 1,
  provinceName: '北京',
  cityId: 2,
  cityName: '北京市',
  countyId: 3,
  countyName: '东城区',
  townId: null,
  townName: null,
};
const report = {
  goodsName: '打印纸',
  barCode: '',
  goodsBrand: '',
  goodsModel: '',
  goodsUrl: '',
  expectedPrice: '9.90',
  buyCount: '10',
  contacts: '李四',
  concatPhone: '13800000000',
  reason: '办公',
  goodsImages: ['https://img/1.png'],
};

// Each mutation and the call it makes.
const mutations: [string, () => Promise<unknown>, string, string, unknown][] = [
  [
    'add to cart',
    () => addCart(api(), { ...line, hideMsg: true }),
    'POST',
    '/api/cart/addCart',
    { ...line, hideMsg: true },
  ],
  [
    'delete a cart item',
    () => delCart(api(), { goodsSkuCode: 'S1' } as CartItem),
    'POST',
    '/api/cart/delCart',
    { goodsSkuCode: 'S1' },
  ],
  [
    'update a cart item',
    () => updateCart(api(), { goodsSkuCode: 'S1', quantity: 2 }),
    'POST',
    '/api/cart/updateCart',
    { goodsSkuCode: 'S1', quantity: 2 },
  ],
  [
    'delete cart lines',
    () => deleteCartLines(api(), [line]),
    'POST',
    '/api/mall/shoppingcart/delCart',
    [line],
  ],
  [
    'submit an order',
    () =>
      submitOrder(api(), {
        kind: 'virtual',
        items: [line],
        rechargeAccount: '13800000000',
        settlementKey: 'k1',
      }),
    'POST',
    '/api/order/submitOrder',
    { kind: 'virtual', items: [line], rechargeAccount: '13800000000', settlementKey: 'k1' },
  ],
  ['cancel an order', () => cancelOrder(api(), 'DM1'), 'POST', '/api/order/cancelOrder', { orderNo: 'DM1' }],
  [
    'review an order',
    () => reviewOrder(api(), { orderNo: 'DM1', approved: 0, reviewRemark: '超预算' }),
    'POST',
    '/api/order/reviewOrder',
    { orderNo: 'DM1', approved: 0, reviewRemark: '超预算' },
  ],
  [
    'save an address',
    () => saveAddress(api(), address),
    'POST',
    '/api/mall/member/addOrEditMemberAddress',
    address,
  ],
  [
    'update an order address',
    () =>
      updateOrderAddress(api(), {
        addressId: 1,
        receiverPhone: '13800000000',
        receiverName: '张三',
        isDefault: 0,
      }),
    'POST',
    '/api/mall/website/place/order/address/update',
    { addressId: 1, receiverPhone: '13800000000', receiverName: '张三', isDefault: 0 },
  ],
  ['cancel a favourite', () => cancelFavourite(api(), 9), 'GET', '/api/mall/cellection/cancel?id=9', null],
  [
    'clear search history',
    () => clearSearchHistory(api()),
    'POST',
    '/api/mall/goods/clearRecentSearchKey',
    {},
  ],
  [
    'delete one keyword',
    () => clearSearchHistory(api(), '纸'),
    'POST',
    '/api/mall/goods/clearRecentSearchKey',
    { searchKey: '纸' },
  ],
  [
    'admin order URL',
    () => generateLoginAdminUrl(api()),
    'POST',
    '/api/mall/member/generateLoginAdminUrl',
    null,
  ],
  [
    'browse history',
    () => addBrowseHistory(api(), { goodsCode: 'G1' }),
    'POST',
    '/api/mall/memberSurfHistory/addBrowseHistory',
    { clientType: 1, goodsCode: 'G1' },
  ],
  [
    'answer the privacy policy',
    () => answerPrivacyPolicy(api(), { privacyPolicyId: 3, isAgree: 1 }),
    'POST',
    '/api/mall/userPrivacyPolicy/website/addAgreeRecord',
    { privacyPolicyId: 3, isAgree: 1 },
  ],
  ['sign out', () => signOut(api()), 'POST', '/api/mall/login/logout', null],
  [
    'submit a purchase request',
    () => addReportGoods(api(), report),
    'POST',
    '/api/mall/reportGoods/addReportGoods',
    report,
  ],
];

describe('mutations', () => {
  it.each(mutations)('%s', async (_, mutate, method, address, body) => {
    const sent = recordCalls();
    expect(await mutate()).toMatchObject({ success: true });
    expect(sent).toEqual([{ method, address, body }]);
  });

  it('upload sends the image as multipart field file', async () => {
    const sent = recordCalls('https://img/1.png');
    const result = await uploadImage(api(), new Blob(['png'], { type: 'image/png' }));
    expect(result).toMatchObject({ success: true, data: 'https://img/1.png' });
    expect(sent[0]?.address).toBe('/api/file/yzh/file/upload');
    expect((sent[0]?.body as FormData).get('file')).toMatchObject({ size: 3, type: 'image/png' });
  });
});
