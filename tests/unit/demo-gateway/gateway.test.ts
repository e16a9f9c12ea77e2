// The same handlers in process, under msw, as unit and component tests use them; and the seed.
import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkProfileFolder } from '../../../scripts/lib/profiles-fs';
import { createDemoGateway, SPECIAL_GOODS } from '../../../src/demo-gateway';
import type { ProfileMap } from '../../../src/demo-gateway';
import { demoGatewayHandlers } from '../../../src/demo-gateway/msw';
import { client } from './helpers';

const NOW = Date.UTC(2026, 2, 1, 2, 0, 0);
let shops: ProfileMap;
const gateway = createDemoGateway({
  profiles: () => shops,
  now: () => NOW,
  hangCapMs: 150,
});
const server = setupServer(...demoGatewayHandlers(gateway));
const { raw, call, token } = client(() => 'http://shop.test');

beforeAll(async () => {
  shops = (await checkProfileFolder()).shops;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => gateway.reset());
afterAll(() => server.close());

type Detail = { goodsCode: string; deleted: boolean; activityGoodsInfo: { activeState: number }[] };

describe('the demo gateway under msw', () => {
  it('answers the shop info from the profile', async () => {
    const info = await call<{ id: number; websiteName: string; websiteType: number; websiteUnit: string }>(
      '/api/mall/website/queryWebsiteInfo',
      { mallPath: 's7815' },
    );
    expect(info).toMatchObject({
      success: true,
      code: '00000',
      data: { id: 7815, websiteName: '7815 积分商城', websiteType: 1, websiteUnit: '金币' },
    });
  });

  it('serves every stable goods code on every shop', async () => {
    for (const mallPath of shops.keys()) {
      const member = await token('member', mallPath);
      for (const special of SPECIAL_GOODS) {
        const detail = await call<Detail>(`/api/mall/goods/goodsDetail?goodsCode=${special.code}`, {
          mallPath,
          token: member,
        });
        expect(detail.data.goodsCode, `${mallPath} ${special.code}`).toBe(special.code);
      }
      const tea = await call<{ total: number }>('/api/mall/goods/searchGoods', {
        mallPath,
        token: member,
        body: { keyword: '茶', currentPage: 1, pageSize: 20 },
      });
      expect(tea.data.total).toBeGreaterThan(5);
    }
  });

  it('times flash sales from the gateway clock', async () => {
    const state = async (code: string) =>
      (await call<Detail>(`/api/mall/goods/goodsDetail?goodsCode=${code}`)).data.activityGoodsInfo[0]
        ?.activeState;
    expect([
      await state('G-FLASH-UPCOMING'),
      await state('G-FLASH-RUNNING'),
      await state('G-FLASH-ENDED'),
    ]).toEqual([1, 2, 3]);
    const time = await call<number>('/api/mall/seckillFront/front/systemTime', { method: 'POST' });
    expect(time.data).toBe(NOW);
  });

  it('seeds the same data every time, and other data with another seed', async () => {
    const list = async (handle: (request: Request) => Promise<Response>) => {
      const response = await handle(
        new Request('http://shop.test/api/mall/goods/searchGoods', {
          method: 'POST',
          headers: { 'X-Mall-Path': 'points', 'Content-Type': 'application/json' },
          body: JSON.stringify({ pageSize: 100 }),
        }),
      );
      return (
        (await response.json()) as {
          data: { records: { goodsSkuCode: string; sellingPrice: number; usableNum: number }[] };
        }
      ).data.records;
    };
    const first = await list(createDemoGateway({ profiles: shops, now: () => NOW }).handle);
    const again = await list(createDemoGateway({ profiles: shops, now: () => NOW }).handle);
    const salted = await list(createDemoGateway({ profiles: shops, now: () => NOW, seed: 'other' }).handle);
    expect(again).toEqual(first);
    expect(first.length).toBeGreaterThan(60);
    expect(salted.map((goods) => goods.goodsSkuCode)).toEqual(first.map((goods) => goods.goodsSkuCode));
    expect(salted.map((goods) => goods.sellingPrice)).not.toEqual(first.map((goods) => goods.sellingPrice));
  });

  it('seeds a profile it has never seen', async () => {
    const points = shops.get('points');
    if (!points) throw new Error('points profile missing');
    const unseen = {
      ...points,
      profile: { ...points.profile, shop: { id: 4242, mallPath: 'unseen', name: '全新商城' } },
    };
    shops = new Map([...shops, ['unseen', unseen]]);
    const info = await call<{ id: number }>('/api/mall/website/queryWebsiteInfo', { mallPath: 'unseen' });
    expect(info.data.id).toBe(4242);
    const deleted = await call<Detail>('/api/mall/goods/goodsDetail?goodsCode=G-DELETED', {
      mallPath: 'unseen',
    });
    expect(deleted.data.deleted).toBe(true);
  });

  it('answers a hung request with 504 after the cap', async () => {
    const response = await raw('/api/mall/website/queryWebsiteTheme', {
      headers: { 'X-Demo-Fault': 'timeout=1' },
    });
    expect(response.status).toBe(504);
  });

  it('answers an unexpected exception with code 99999', async () => {
    const broken = createDemoGateway({
      profiles: () => {
        throw new Error('profile folder unreadable');
      },
      onError: () => {},
    });
    const response = await broken.handle(
      new Request('http://shop.test/api/mall/website/queryWebsiteInfo', {
        headers: { 'X-Mall-Path': 'points' },
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: false,
      code: '99999',
      message: '系统繁忙，请稍后再试！',
      data: null,
    });
  });

  it('refuses a password that is not RSA ciphertext', async () => {
    const garbage = await call('/api/auth/login', { body: { account: 'member', password: 'AAAA,BBBB' } });
    expect(garbage).toMatchObject({ success: false, code: '10001' });
  });

  it('documents every stable goods code in its README', () => {
    const readme = readFileSync('src/demo-gateway/README.md', 'utf8');
    for (const special of SPECIAL_GOODS) expect(readme).toContain(`\`${special.code}\``);
  });
});
