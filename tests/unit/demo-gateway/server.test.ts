// The demo gateway over real HTTP on loopback, as `npm start` runs it (scripts/serve.ts).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../../../scripts/serve';
import type { RunningServer } from '../../../scripts/serve';
import { TOKEN_TTL_MS } from '../../../src/demo-gateway';
import { aesDecrypt, aesEncrypt, client, fixtureFolders, PNG_BYTES } from './helpers';

let server: RunningServer;
let folders: { profilesDir: string; dist: string };
let clock = Date.UTC(2026, 2, 1, 2, 0, 0);
const { raw, call, login, token, encryptPassword } = client(() => server.url);

beforeAll(async () => {
  folders = await fixtureFolders();
  server = await startServer({
    port: 0,
    dist: folders.dist,
    profilesDir: folders.profilesDir,
    now: () => clock,
    onError: () => {},
    demoControls: true,
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  await call('/api/__demo/reset', { method: 'POST', body: {} });
});

describe('login and users', () => {
  it.each([
    ['member', 1, false],
    ['reviewer', 2, false],
    ['supplier', 1, true],
    ['viewer', 3, false],
    ['newcomer', 1, false],
  ])('logs %s in with an RSA-encrypted password', async (account, roleId, supplier) => {
    const answer = await login(account);
    expect(answer).toMatchObject({ success: true, code: '00000' });
    expect(answer.data.expireTime).toBe(clock + TOKEN_TTL_MS);
    const info = await call<{ account: string; roleId: number; supplier: boolean; operationCode: string[] }>(
      '/api/mall/member/basicinfo',
      { token: answer.data.token },
    );
    expect(info.data).toMatchObject({ account, roleId, supplier });
    expect(info.data.operationCode.includes('F000430')).toBe(supplier);
  });

  it('refuses a wrong password, and one that is not encrypted', async () => {
    expect(await login('member', 'points', 'wrong-password')).toMatchObject({
      success: false,
      code: '10002',
      message: '账号或密码错误',
    });
    const plain = await call('/api/auth/login', { body: { account: 'member', password: 'Demo@2026' } });
    expect(plain).toMatchObject({ success: false, code: '10001' });
  });

  it('answers permission codes for users and guests', async () => {
    const codes = async (path: string, body: unknown, account?: string) =>
      (
        await call<{ functionCode: string }[]>(path, { body, token: account && (await token(account)) })
      ).data.map((item) => item.functionCode);
    expect(await codes('/api/mall/function/queryFunctionList', { functionTerminal: 1001 })).toEqual([
      'F000038',
      'F000041',
      'F000039',
    ]);
    expect(
      await codes('/api/mall/function/queryUserFunctionList', { clientType: 1001 }, 'reviewer'),
    ).toContain('F000143');
    expect(await codes('/api/mall/function/queryUserFunctionList', { clientType: 1001 }, 'member')).toContain(
      'F000370',
    );
    expect(
      await codes('/api/mall/function/queryUserFunctionList', { clientType: 1001 }, 'viewer'),
    ).not.toContain('F000041');
  });

  it('shows the privacy dialog to the newcomer until agreed', async () => {
    const newcomer = await token('newcomer');
    const record = await call<{ privacyPolicyId: number; privacyPolicyContent: string; isPopup: number }>(
      '/api/mall/userPrivacyPolicy/website/getPrivacyPolicyAgreeRecord',
      { token: newcomer },
    );
    expect(record.data.isPopup).toBe(1);
    expect(record.data.privacyPolicyContent).toMatch(/<script>.*onerror=/s);
    const agreed = await call('/api/mall/userPrivacyPolicy/website/addAgreeRecord', {
      token: newcomer,
      body: { privacyPolicyId: record.data.privacyPolicyId, isAgree: 1 },
    });
    expect(agreed.success).toBe(true);
    expect(
      (
        await call<{ isPopup: number }>('/api/mall/userPrivacyPolicy/website/getPrivacyPolicyAgreeRecord', {
          token: newcomer,
        })
      ).data.isPopup,
    ).toBe(0);
    expect(
      (
        await call<{ isPopup: number }>('/api/mall/userPrivacyPolicy/website/getPrivacyPolicyAgreeRecord', {
          token: await token('member'),
        })
      ).data.isPopup,
    ).toBe(0);
  });

  it('registers only where the shop has openRegistry 1', async () => {
    const body = async () => ({
      account: 'buyer01',
      password: await encryptPassword('Secret2026'),
      phone: '13912345678',
    });
    expect(await call('/api/register/register', { mallPath: 'points', body: await body() })).toMatchObject({
      success: false,
      code: '10003',
    });
    const registered = await call<{ token: string }>('/api/register/register', {
      mallPath: 'procure',
      body: await body(),
    });
    expect(registered).toMatchObject({ success: true, message: '注册成功' });
    expect((await login('buyer01', 'procure', 'Secret2026')).success).toBe(true);
    expect(await call('/api/register/register', { mallPath: 'procure', body: await body() })).toMatchObject({
      code: '10005',
      message: '账号已存在',
    });
  });
});

describe('sessions', () => {
  it('refuses a token after it expires (gateway clock)', async () => {
    const member = await token('member');
    expect((await call('/api/cart/countCart', { method: 'POST', token: member })).success).toBe(true);
    clock += TOKEN_TTL_MS + 1;
    expect(await call('/api/cart/countCart', { method: 'POST', token: member })).toMatchObject({
      success: false,
      code: '11111',
      message: '登录信息校验失败，请重新登录',
    });
  });

  it('expires tokens when the clock is moved over HTTP too', async () => {
    const member = await token('member');
    await call('/api/__demo/clock', { body: { advanceMs: TOKEN_TTL_MS } });
    expect((await call('/api/mall/member/basicinfo', { token: member })).code).toBe('11111');
  });

  it("refuses another shop's token, a missing token and a logged-out one", async () => {
    const member = await token('member', 'points');
    expect((await call('/api/mall/member/basicinfo', { token: member, mallPath: 'procure' })).code).toBe(
      '11111',
    );
    expect((await call('/api/mall/member/basicinfo')).code).toBe('11111');
    await call('/api/mall/login/logout', { method: 'POST', token: member });
    expect((await call('/api/mall/member/basicinfo', { token: member })).code).toBe('11111');
  });

  it('lets guests browse only where openVisitors is 1', async () => {
    expect(
      (await call('/api/mall/goods/searchGoods', { body: { keyword: '茶' }, mallPath: 'points' })).success,
    ).toBe(true);
    expect(
      (await call('/api/mall/goods/searchGoods', { body: { keyword: '茶' }, mallPath: 'procure' })).code,
    ).toBe('11111');
    expect((await call('/api/mall/website/queryWebsiteInfo', { mallPath: 'procure' })).success).toBe(true);
  });

  it('answers 13504 for an unknown or missing mall path', async () => {
    const expected = { success: false, code: '13504', message: '网站不存在或已停用，请联系管理员' };
    expect(await call('/api/mall/website/queryWebsiteInfo', { mallPath: 'no-such-shop' })).toEqual({
      ...expected,
      data: null,
    });
    expect(await call('/api/mall/website/queryWebsiteInfo', { mallPath: null })).toMatchObject(expected);
  });
});

describe('cart', () => {
  type CartList = {
    validCartItems: { cartItems: { goodsSkuCode: string; quantity: number }[] }[];
    invalidCartItems: { cartItems: { goodsSkuCode: string }[] }[];
  };
  const codes = (groups: { cartItems: { goodsSkuCode: string }[] }[]) =>
    groups.flatMap((group) => group.cartItems.map((item) => item.goodsSkuCode));

  it('adds, updates, counts, lists and deletes lines', async () => {
    const member = await token('member');
    const count = async () =>
      (await call<number>('/api/cart/countCart', { method: 'POST', token: member })).data;
    const before = await count();
    const added = await call('/api/cart/addCart', {
      token: member,
      body: { goodsCode: 'G-0004', goodsSkuCode: 'G-0004-01', quantity: 2 },
    });
    expect(added).toMatchObject({ success: true, data: true, message: '添加购物车成功' });
    expect(await count()).toBe(before + 1);
    await call('/api/cart/addCart', {
      token: member,
      body: { goodsCode: 'G-0004', goodsSkuCode: 'G-0004-01', quantity: 1 },
    });
    expect(await count()).toBe(before + 1);
    expect(
      (
        await call('/api/cart/updateCart', {
          token: member,
          body: { goodsSkuCode: 'G-0004-01', quantity: 5 },
        })
      ).success,
    ).toBe(true);
    const list = await call<CartList>('/api/cart/queryCartList', { token: member, body: {} });
    const line = list.data.validCartItems
      .flatMap((group) => group.cartItems)
      .find((item) => item.goodsSkuCode === 'G-0004-01');
    expect(line).toMatchObject({ quantity: 5, cartItems: [{ goodsSkuCode: 'G-0004-01', quantity: 5 }] });
    expect(
      (
        await call('/api/cart/delCart', {
          token: member,
          body: { goodsCode: 'G-0004', goodsSkuCode: 'G-0004-01', quantity: 5 },
        })
      ).success,
    ).toBe(true);
    expect(await count()).toBe(before);
    const removed = await call('/api/mall/shoppingcart/delCart', {
      token: member,
      body: [{ goodsCode: 'G-ON-SALE', goodsSkuCode: 'G-ON-SALE-01', quantity: 2 }],
    });
    expect(removed).toMatchObject({ success: true, message: '删除成功' });
    expect(await count()).toBe(before - 1);
  });

  it('computes invalid lines from shelves, stock and the posted region', async () => {
    const member = await token('member');
    const anywhere = await call<CartList>('/api/cart/queryCartList', { token: member, body: {} });
    expect(codes(anywhere.data.invalidCartItems)).toEqual(['G-OFF-SHELF-01', 'G-SOLD-OUT-01']);
    expect(codes(anywhere.data.validCartItems)).toContain('G-AREA-EXCLUDED-01');
    const beijing = await call<CartList>('/api/cart/queryCartList', {
      token: member,
      body: { provinceId: 1, cityId: 1, countyId: 110105 },
    });
    expect(codes(beijing.data.invalidCartItems).sort()).toEqual([
      'G-AREA-EXCLUDED-01',
      'G-OFF-SHELF-01',
      'G-SOLD-OUT-01',
    ]);
  });

  it('keeps the cart per user for as long as the gateway runs', async () => {
    const supplier = await token('supplier');
    await call('/api/cart/addCart', {
      token: supplier,
      body: { goodsCode: 'G-0007', goodsSkuCode: 'G-0007-01', quantity: 1 },
    });
    const again = await token('supplier');
    expect((await call<number>('/api/cart/countCart', { method: 'POST', token: again })).data).toBe(1);
    expect(
      (await call<number>('/api/cart/countCart', { method: 'POST', token: await token('reviewer') })).data,
    ).toBe(0);
  });

  it('submits an order, which clears the lines bought', async () => {
    const member = await token('member');
    const preview = await call<{ totalQuantity: number; goodsPoints: number }>(
      '/api/order/settlement/preview',
      {
        token: member,
        body: { items: [{ goodsCode: 'G-LADDER', goodsSkuCode: 'G-LADDER-01', quantity: 12 }] },
      },
    );
    expect(preview.data.totalQuantity).toBe(12);
    const order = await call<{ orderNo: string }>('/api/order/submitOrder', {
      token: member,
      body: {
        settlementKey: 'server-test-1',
        items: [{ goodsCode: 'G-LADDER', goodsSkuCode: 'G-LADDER-01', quantity: 12 }],
      },
    });
    expect(order).toMatchObject({ success: true, message: '下单成功' });
    const list = await call<CartList>('/api/cart/queryCartList', { token: member, body: {} });
    expect(codes(list.data.validCartItems)).not.toContain('G-LADDER-01');
    const orders = await call<{ records: { orderNo: string }[] }>('/api/order/orderList', {
      token: member,
      body: { currentPage: 1, pageSize: 10 },
    });
    expect(orders.data.records[0]?.orderNo).toBe(order.data.orderNo);
  });
});

describe('input validation', () => {
  it.each([
    [
      'quantity 0',
      { goodsCode: 'G-0004', goodsSkuCode: 'G-0004-01', quantity: 0 },
      '10001',
      '商品数量必须大于0',
    ],
    [
      'quantity -3',
      { goodsCode: 'G-0004', goodsSkuCode: 'G-0004-01', quantity: -3 },
      '10001',
      '商品数量必须大于0',
    ],
    [
      'quantity of the wrong type',
      { goodsCode: 'G-0004', goodsSkuCode: 'G-0004-01', quantity: 'two' },
      '10001',
      '请输入正确的商品数量',
    ],
    [
      'fractional quantity',
      { goodsCode: 'G-0004', goodsSkuCode: 'G-0004-01', quantity: 1.5 },
      '10001',
      '请输入正确的商品数量',
    ],
    ['missing sku', { goodsCode: 'G-0004', quantity: 1 }, '10001', '缺少商品规格编码'],
    ['unknown sku', { goodsCode: 'G-0004', goodsSkuCode: 'NOPE', quantity: 1 }, '10004', '商品不存在！'],
    [
      'an off-shelf goods',
      { goodsCode: 'G-OFF-SHELF', goodsSkuCode: 'G-OFF-SHELF-01', quantity: 1 },
      '10005',
      '商品已下架',
    ],
    [
      'a sold-out goods',
      { goodsCode: 'G-SOLD-OUT', goodsSkuCode: 'G-SOLD-OUT-01', quantity: 1 },
      '10005',
      '商品已售罄',
    ],
    [
      'more than in stock',
      { goodsCode: 'G-LOW-STOCK', goodsSkuCode: 'G-LOW-STOCK-01', quantity: 4 },
      '10005',
      '库存不足，当前库存3件',
    ],
  ])('addCart refuses %s', async (_case, body, code, message) => {
    expect(await call('/api/cart/addCart', { token: await token('member'), body })).toEqual({
      success: false,
      code,
      message,
      data: null,
    });
  });

  it('refuses malformed JSON and a list where an object is expected', async () => {
    const member = await token('member');
    expect(await call('/api/cart/addCart', { token: member, rawBody: '{"goodsCode": ' })).toMatchObject({
      code: '10001',
      message: '请求参数格式错误：不是合法的JSON',
    });
    expect(await call('/api/cart/addCart', { token: member, body: [1, 2] })).toMatchObject({
      code: '10001',
      message: '请求参数格式错误',
    });
  });

  it('refuses the viewer (roleId 3) adding to the cart', async () => {
    const viewer = await token('viewer');
    expect(
      await call('/api/cart/addCart', {
        token: viewer,
        body: { goodsCode: 'G-0004', goodsSkuCode: 'G-0004-01', quantity: 1 },
      }),
    ).toMatchObject({ code: '10003', message: '当前账号无加购权限' });
  });

  it('checks the address form and wants it encrypted', async () => {
    const member = await token('member');
    const secret = (
      await call<{ aesKey: string; aesIv: string }>('/api/mall/website/queryInterfaceEncryption')
    ).data;
    const address = {
      receiverName: '张三',
      receiverPhone: '13912345678',
      provinceId: 19,
      cityId: 4403,
      countyId: 440305,
      townId: 440305007,
      receiverAddress: '深南大道1号',
      aliasName: '家',
      isDefault: 0,
    };
    const send = (fields: object) =>
      call<unknown>('/api/mall/member/addOrEditMemberAddress', {
        token: member,
        body: { encryptData: aesEncrypt(fields, secret) },
      });
    expect(
      await call('/api/mall/member/addOrEditMemberAddress', { token: member, body: address }),
    ).toMatchObject({ code: '10001', message: '请求数据未加密' });
    expect(await send({ ...address, receiverPhone: '23912345678' })).toMatchObject({
      code: '10001',
      message: '请输入正确的手机号',
    });
    expect(await send({ ...address, receiverPhone: '139123' })).toMatchObject({
      message: '手机号码长度不正确',
    });
    expect(await send({ ...address, receiverName: '' })).toMatchObject({ message: '请输入收货人' });
    expect(await send({ ...address, countyId: 110105 })).toMatchObject({ message: '请选择完整的所在地区' });
    expect(await send(address)).toMatchObject({ success: true, message: '创建地址成功!' });
    const list = await call<string>('/api/mall/member/getMemberAddressList', {
      method: 'POST',
      token: member,
    });
    const addresses = aesDecrypt(list.data, secret) as {
      receiverName: string;
      path: string;
      isDefault: number;
    }[];
    expect(addresses[0]).toMatchObject({ isDefault: 1, path: '北京市朝阳区建外街道' });
    expect(addresses.map((each) => each.receiverName)).toContain('张三');
  });

  it('refuses an invalid goods-management transition with a message', async () => {
    const supplier = await token('supplier');
    const list = await call<{ records: { goodsSkuCode: string; status: string }[] }>(
      '/api/mall/goodsManagement/pageList',
      { token: supplier, body: { status: 'draft' } },
    );
    const draft = list.data.records[0]?.goodsSkuCode;
    expect(
      await call('/api/mall/goodsManagement/command', {
        token: supplier,
        body: { type: 'stopSale', goodsSkuCode: draft },
      }),
    ).toMatchObject({ success: false, code: '10005', message: '草稿商品不可停售' });
    expect(
      await call('/api/mall/goodsManagement/command', {
        token: supplier,
        body: { type: 'list', goodsSkuCode: draft },
      }),
    ).toMatchObject({ success: true, message: '商品已上架' });
    expect(
      await call('/api/mall/goodsManagement/command', {
        token: await token('member'),
        body: { type: 'list', goodsSkuCode: draft },
      }),
    ).toMatchObject({ code: '10003' });
  });

  it('answers an unknown path with HTTP 404', async () => {
    const response = await raw('/api/mall/no/such/call');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, code: '404' });
  });
});

describe('sourcing and upload', () => {
  const upload = async (
    tokenValue: string,
    name: string,
    bytes: Uint8Array<ArrayBuffer>,
    type = 'image/png',
  ) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    const response = await fetch(`${server.url}/api/file/yzh/file/upload`, {
      method: 'POST',
      headers: { 'X-Mall-Path': 'procure', Authorization: tokenValue },
      body: form,
    });
    return (await response.json()) as { success: boolean; message: string; data: string };
  };

  it('uploads an image, refuses other types and large files, and files a purchase request', async () => {
    const supplier = await token('supplier', 'procure');
    const uploaded = await upload(supplier, 'photo.png', PNG_BYTES);
    expect(uploaded).toMatchObject({ success: true });
    const image = await fetch(server.url + uploaded.data);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG_BYTES);
    expect(await upload(supplier, 'photo.gif', PNG_BYTES, 'image/gif')).toMatchObject({
      success: false,
      message: '只能上传jpg, png, jpeg格式图片！',
    });
    expect(await upload(supplier, 'fake.png', new Uint8Array(100))).toMatchObject({
      success: false,
      message: '只能上传jpg, png, jpeg格式图片！',
    });
    const big = new Uint8Array(1024 * 1024);
    big.set(PNG_BYTES);
    expect(await upload(supplier, 'big.png', big)).toMatchObject({
      success: false,
      message: '上传图片大小不能超过 1M!',
    });

    const form = {
      goodsName: '人体工学椅',
      expectedPrice: '899.50',
      buyCount: '10',
      contacts: '王先生',
      concatPhone: '13800138000',
      reason: '新办公室',
      goodsImages: [uploaded.data],
    };
    const added = await call<{ id: number }>('/api/mall/reportGoods/addReportGoods', {
      mallPath: 'procure',
      token: supplier,
      body: form,
    });
    expect(added).toMatchObject({ success: true, message: '提交成功！' });
    const detail = await call<{ goodsImages: string; auditStatus: number | null }>(
      `/api/mall/reportGoods/reportGoodsDetail?id=${added.data.id}`,
      { mallPath: 'procure', token: supplier },
    );
    expect(detail.data).toMatchObject({ goodsImages: uploaded.data, auditStatus: null });
    expect(
      await call('/api/mall/reportGoods/addReportGoods', {
        mallPath: 'procure',
        token: supplier,
        body: { ...form, expectedPrice: '1.234' },
      }),
    ).toMatchObject({ code: '10001' });
    expect(
      await call('/api/mall/reportGoods/addReportGoods', {
        mallPath: 'procure',
        token: supplier,
        body: { ...form, goodsName: '' },
      }),
    ).toMatchObject({ message: '请填写商品名称' });
    const member = await token('member', 'procure');
    expect(
      await call('/api/mall/reportGoods/addReportGoods', { mallPath: 'procure', token: member, body: form }),
    ).toMatchObject({ code: '10003' });
    const statuses = (
      await call<{ records: { auditStatus: number | null }[] }>('/api/mall/reportGoods/pageList', {
        mallPath: 'procure',
        token: supplier,
        body: {},
      })
    ).data.records.map((record) => record.auditStatus);
    expect(new Set(statuses)).toEqual(new Set([null, 1001, 1002]));
  });

  it.each([
    { content: 'an empty file', name: 'empty.png', bytes: new Uint8Array(0), message: '上传文件不能为空' },
    {
      content: 'a PDF renamed to .jpg',
      name: 'notes.jpg',
      bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]),
      message: '只能上传jpg, png, jpeg格式图片！',
    },
    {
      content: 'text renamed to .png',
      name: 'hello.png',
      bytes: new TextEncoder().encode('hello, not an image'),
      message: '只能上传jpg, png, jpeg格式图片！',
    },
  ])('refuses $content by its content: $message', async ({ name, bytes, message }) => {
    const supplier = await token('supplier', 'procure');
    expect(await upload(supplier, name, bytes as Uint8Array<ArrayBuffer>)).toMatchObject({
      success: false,
      message,
    });
  });

  it('takes a JPEG by its first bytes whatever its case of extension', async () => {
    const supplier = await token('supplier', 'procure');
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    const uploaded = await upload(supplier, 'PHOTO.JPEG', jpeg, 'image/jpeg');
    expect(uploaded).toMatchObject({ success: true });
    expect(uploaded.data).toMatch(/\.jpeg$/);
  });
});

describe('fault injection', () => {
  const theme = (options = {}) => raw('/api/mall/website/queryWebsiteTheme', options);
  const timed = async <T>(run: () => Promise<T>) => {
    const start = performance.now();
    const result = await run();
    return { result, ms: performance.now() - start };
  };

  it('adds latency', async () => {
    await call('/api/__demo/faults', {
      body: { path: '/website/queryWebsiteTheme', delayMs: 300, times: 1 },
    });
    const slow = await timed(() => theme());
    expect(slow.ms).toBeGreaterThanOrEqual(250);
    expect((await slow.result.json()) as object).toMatchObject({ success: true });
    expect((await timed(() => theme())).ms).toBeLessThan(250);
  });

  it.each([
    ['11111', '登录信息校验失败，请重新登录'],
    ['13504', '网站不存在或已停用，请联系管理员'],
    ['99999', '系统繁忙，请稍后再试！'],
    ['403', '身份认证失败，请重新登录'],
  ])('answers code %s', async (code, message) => {
    await call('/api/__demo/faults', { body: { path: '/api/mall/website/queryWebsiteTheme', code } });
    const response = await theme();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: false, code, message, data: null });
    await call('/api/__demo/faults', { method: 'DELETE' });
    expect((await theme()).status).toBe(200);
    expect(((await (await theme()).json()) as { success: boolean }).success).toBe(true);
  });

  it('answers code 500 as HTTP 500, and any status', async () => {
    await call('/api/__demo/faults', { body: { path: '/queryWebsiteTheme', code: '500', times: 1 } });
    expect((await theme()).status).toBe(500);
    await call('/api/__demo/faults', { body: { path: '/queryWebsiteTheme', status: 502, times: 1 } });
    expect((await theme()).status).toBe(502);
    expect((await theme()).status).toBe(200);
  });

  it('faults one shop only when mallPath is given', async () => {
    await call('/api/__demo/faults', { body: { mallPath: 'procure', path: '*', code: '99999' } });
    expect((await call('/api/mall/website/queryWebsiteTheme', { mallPath: 'procure' })).code).toBe('99999');
    expect((await call('/api/mall/website/queryWebsiteTheme', { mallPath: 'points' })).code).toBe('00000');
  });

  it('faults one request by header', async () => {
    const faulted = await timed(() => theme({ headers: { 'X-Demo-Fault': 'code=11111;delayMs=200' } }));
    expect(faulted.ms).toBeGreaterThanOrEqual(150);
    expect(await faulted.result.json()).toMatchObject({ code: '11111' });
    expect(await (await theme()).json()).toMatchObject({ code: '00000' });
  });

  it('hangs until the client aborts', async () => {
    await call('/api/__demo/faults', { body: { path: '/queryWebsiteTheme', timeout: true, times: 1 } });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const hung = await timed(() =>
      theme({ signal: controller.signal }).then(
        () => 'answered',
        (error: Error) => error.name,
      ),
    );
    expect(hung.result).toBe('AbortError');
    expect(hung.ms).toBeGreaterThanOrEqual(250);
    expect((await theme()).status).toBe(200);
  });
});

describe('profiles and files', () => {
  it('serves a brand-new profile with seed data at once', async () => {
    const profile = {
      extends: 'procurement',
      shop: { id: 9901, mallPath: 'fresh', name: '新开商城' },
      theme: { color: '#123456' },
    };
    await writeFile(join(folders.profilesDir, 'fresh.json'), JSON.stringify(profile));
    expect(
      (
        await call<{ id: number; websiteType: number }>('/api/mall/website/queryWebsiteInfo', {
          mallPath: 'fresh',
        })
      ).data,
    ).toMatchObject({ id: 9901, websiteType: 4 });
    expect(
      (await call<{ pcThemeColor: string }>('/api/mall/website/queryWebsiteTheme', { mallPath: 'fresh' }))
        .data.pcThemeColor,
    ).toBe('#123456');
    const fresh = await token('member', 'fresh');
    const detail = await call<{ goodsCode: string; isOpenLadderPrice: number }>(
      '/api/mall/goods/goodsDetail?goodsCode=G-LADDER',
      { mallPath: 'fresh', token: fresh },
    );
    expect(detail.data).toMatchObject({ goodsCode: 'G-LADDER', isOpenLadderPrice: 1 });
    const index = (await (await fetch(`${server.url}/shop-profiles/index.json`)).json()) as {
      mallPath: string;
    }[];
    expect(index.map((shop) => shop.mallPath)).toContain('fresh');
  });

  it('lists the shops and serves the raw profile files', async () => {
    const response = await fetch(`${server.url}/shop-profiles/index.json`);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const index = (await response.json()) as {
      mallPath: string;
      name: string;
      id: number;
      color: string;
      description: string;
    }[];
    expect(index).toContainEqual({
      mallPath: 'points',
      name: '积分商城',
      id: 8101,
      color: '#E32929',
      description: '积分商城演示：游客可直接浏览，价格以积分计。',
    });
    expect(index.map((shop) => shop.mallPath)).toEqual(
      expect.arrayContaining(['procure', 'dropship', 's9009']),
    );
    // The shop list at `/` shows each description to visitors of a Chinese interface: no English in it.
    expect(
      index.filter((shop) => /[A-Za-z]{2,}/.test(shop.description)).map((shop) => shop.mallPath),
    ).toEqual([]);
    expect(await (await fetch(`${server.url}/shop-profiles/procure.json`)).json()).toMatchObject({
      extends: 'procurement',
    });
    expect(await (await fetch(`${server.url}/shop-profiles/presets/points.json`)).json()).toMatchObject({
      type: 1,
    });
    expect((await fetch(`${server.url}/shop-profiles/nope.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/shop-profiles/..%2Fpackage.json`)).status).toBe(404);
  });

  it('serves dist with an SPA fallback, content types and long-cached assets', async () => {
    const page = await fetch(`${server.url}/points/goodDetail/goodDetail?goodsCode=G-LADDER`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<div id="root">');
    const asset = await fetch(`${server.url}/assets/app-3f2a.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect((await fetch(`${server.url}/robots.txt`)).headers.get('content-type')).toBe(
      'text/plain; charset=utf-8',
    );
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    const svg = await fetch(`${server.url}/api/cdn/img/G-LADDER-01.svg?w=120&h=80`);
    expect(svg.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await svg.text()).toContain('width="120" height="80"');
  });

  it('sends the region files gzipped when the client takes it, cached for a week and revalidated by ETag', async () => {
    const file = (name: string, headers: Record<string, string>) =>
      fetch(`${server.url}/api/cdn/city/${name}.json`, { headers });
    const streets = await file('jiedao', { 'Accept-Encoding': 'gzip' });
    expect(streets.headers.get('content-encoding')).toBe('gzip');
    expect(streets.headers.get('vary')).toBe('Accept-Encoding');
    expect(streets.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(((await streets.json()) as { data: unknown[] }).data.length).toBeGreaterThan(40_000);
    const unchanged = await file('jiedao', { 'If-None-Match': streets.headers.get('etag') ?? '' });
    expect(unchanged.status).toBe(304);
    expect(
      (await file('area', { 'Accept-Encoding': 'identity' })).headers.get('content-encoding'),
    ).toBeNull();
  });
});
