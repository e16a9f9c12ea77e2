import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GoodsCard } from '../../../src/business-ui/goods-card/goods-card';
import type { CardGoodsLike } from '../../../src/business-ui/goods-card/goods-card';
import { GOODS_CARD_SIZE } from '../../../src/business-ui/goods-card/goods-card-sizes';
import { Toaster } from '../../../src/components/toast';
import { renderInShop } from '../helpers/render-in-shop';

const base: CardGoodsLike = {
  goodsCode: 'G100',
  goodsSkuCode: 'S100',
  goodsName: '得力 A4 复印纸 70g 500张/包',
  imgUrl: '/img/paper.png',
  sellingPrice: 120,
  saleStatus: 1001,
  salesNum: 12,
  firstCategoryCode: 'C1',
  secondCategoryCode: 'C12',
  lastCategoryCode: 'C123',
};

function card(
  mallPath: string,
  goods: Partial<CardGoodsLike> = {},
  region?: Parameters<typeof GoodsCard>[0]['region'],
) {
  return renderInShop(<GoodsCard goods={{ ...base, ...goods }} region={region} />, { mallPath });
}

const priceText = () => screen.queryByTestId('goods-card-price')?.textContent ?? null;

describe('goods card: the price a shop shows (spec 1 §1, §4, §6)', () => {
  it.each([
    ['points shop: points with the unit name', 'points', { sellingPrice: 120 }, '120积分'],
    ['points shop: the unit name comes from the profile', 's7815', { sellingPrice: 120 }, '120金币'],
    ['procurement shop: ¥ with 2 decimals', 'procure', { sellingPrice: 12.5 }, '¥12.50'],
    ['procurement shop: whole amounts keep 2 decimals', 'procure', { sellingPrice: 8 }, '¥8.00'],
    [
      'activity type 3 overrides the price',
      'points',
      { activityGoodsInfo: [{ activityType: 3, activityPrice: 99 }] },
      '99积分',
    ],
    [
      'activity type 4 overrides the price',
      'procure',
      { activityGoodsInfo: [{ activityType: 4, activityPrice: 5.5 }] },
      '¥5.50',
    ],
    [
      'other activity types leave the price alone',
      'procure',
      { sellingPrice: 7, activityGoodsInfo: [{ activityType: 2, activityPrice: 1 }] },
      '¥7.00',
    ],
    [
      'quota goods cost money plus points',
      'procure',
      { isQuotaGoods: 1, supplyPrice: 10, quotaIntrgral: 100 },
      '¥10.00 + 100积分',
    ],
    ['shop 9406 shows no price', 's9406', { sellingPrice: 120 }, null],
    ['type 10 (dropshipping) shows no price', 'dropship', { sellingPrice: 120 }, null],
  ] as const)('%s', async (_rule, mallPath, goods, expected) => {
    await card(mallPath, goods);
    expect(priceText()).toBe(expected);
  });

  it.each([
    ['points', '8.5折', '200积分'],
    ['procure', '8.5折', '¥200.00'],
  ])(
    '%s: the discount carries 折 and the market price is struck through',
    async (mallPath, discount, market) => {
      await card(mallPath, { discountRate: 8.5, marketPrice: 200 });
      expect(screen.getByText(discount)).toBeInTheDocument();
      const struck = screen.getByText(market);
      expect(struck.tagName).toBe('DEL');
    },
  );

  it.each([
    ['not above the price', 'points', { sellingPrice: 120, marketPrice: 120 }],
    [
      'below an activity price',
      'points',
      { marketPrice: 100, activityGoodsInfo: [{ activityType: 3, activityPrice: 110 }] },
    ],
    [
      'quota goods (money plus points)',
      'points',
      { isQuotaGoods: 1, supplyPrice: 10, quotaIntrgral: 900, marketPrice: 200 },
    ],
    [
      'quota goods in a money shop',
      'procure',
      { isQuotaGoods: 1, supplyPrice: 10, quotaIntrgral: 900, marketPrice: 200 },
    ],
  ] as const)('a market price %s is not struck through', async (_rule, mallPath, goods) => {
    await card(mallPath, goods);
    expect(screen.queryByLabelText(/^市场价/)).not.toBeInTheDocument();
  });

  it.each(['s9406', 'dropship'])('%s: no discount and no market price either', async (mallPath) => {
    await card(mallPath, { discountRate: 8.5, marketPrice: 200 });
    expect(screen.queryByText(/折$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/200/)).not.toBeInTheDocument();
  });

  it('type 4 carries the 秒杀 tag; type 3 does not', async () => {
    const { unmount } = await card('points', { activityGoodsInfo: [{ activityType: 4, activityPrice: 9 }] });
    expect(screen.getByText('秒杀')).toBeInTheDocument();
    unmount();
    await card('points', { activityGoodsInfo: [{ activityType: 3, activityPrice: 9 }] });
    expect(screen.queryByText('秒杀')).not.toBeInTheDocument();
  });
});

describe('goods card: badges and sold count (spec 1 §4)', () => {
  const beijing = { provinceId: 1, cityId: 72, countyId: 2799 };
  it.each([
    ['sale status 1001: no badge', 'points', { saleStatus: 1001 }, null],
    ['sale status 1002: 已下架', 'points', { saleStatus: 1002 }, '已下架'],
    ['sale status 1003: 已售罄', 'points', { saleStatus: 1003 }, '已售罄'],
    ['boolean sale status false: 已售罄', 'points', { saleStatus: false }, '已售罄'],
    ['boolean sale status true: no badge', 'points', { saleStatus: true }, null],
    [
      'a sales area listing the region: 区域无货',
      'procure',
      { goodsSkuSalesAreaList: [{ provinceIds: '1', cityIds: '', areaIds: '', limitType: 1001 }] },
      '区域无货',
    ],
    [
      'an exclusion list without the region: 区域无货',
      'procure',
      { goodsSkuSalesAreaList: [{ provinceIds: '2', cityIds: '', areaIds: '', limitType: 1002 }] },
      '区域无货',
    ],
    [
      'an exclusion list with the region: no badge',
      'procure',
      { goodsSkuSalesAreaList: [{ provinceIds: '1', cityIds: '', areaIds: '', limitType: 1002 }] },
      null,
    ],
    [
      'points designated goods only, pointsBatchCanBuy 0: 无法购买',
      'points',
      { pointsBatchCanBuy: 0 },
      '无法购买',
    ],
    ['points designated goods only, pointsBatchCanBuy 1: no badge', 'points', { pointsBatchCanBuy: 1 }, null],
    ['no designated-goods rule: pointsBatchCanBuy 0 is no badge', 'procure', { pointsBatchCanBuy: 0 }, null],
    ['sold out wins over 无法购买', 'points', { saleStatus: 1003, pointsBatchCanBuy: 0 }, '已售罄'],
  ] as const)('%s', async (_rule, mallPath, goods, expected) => {
    await card(mallPath, goods, beijing);
    for (const badge of ['已下架', '已售罄', '区域无货', '无法购买']) {
      if (badge === expected) expect(screen.getByText(badge)).toBeInTheDocument();
      else expect(screen.queryByText(badge)).not.toBeInTheDocument();
    }
  });

  it.each([
    ['points', '已售 12'],
    ['procure', null],
  ])('%s: the sold count shows only where showSales is 1001', async (mallPath, expected) => {
    await card(mallPath, { salesNum: 12 });
    if (expected) expect(screen.getByText(expected)).toBeInTheDocument();
    else expect(screen.queryByText(/已售 /)).not.toBeInTheDocument();
  });
});

describe('goods card: opening the detail (spec 2 §2)', () => {
  it('links to the normal detail with the goods, sku and three category codes, in a new tab', async () => {
    await card('points');
    const link = screen.getByRole('link', { name: base.goodsName as string });
    expect(link).toHaveAttribute(
      'href',
      '/points/goodDetail/goodDetail?goodsCode=G100&goodsSkuCode=S100&firstCategoryCode=C1&secondCategoryCode=C12&lastCategoryCode=C123',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it.each([
    ['goodsType 1002', { goodsType: 1002 }],
    ['orderGoodsType 1002', { orderGoodsType: '1002' }],
    ['virtualOrder 1', { virtualOrder: 1 }],
  ])('%s opens the virtual detail', async (_rule, goods) => {
    await card('points', goods);
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/points\/virtualGoods\/virtualGoodsDetail\?goodsCode=G100&goodsSkuCode=S100/),
    );
  });

  it('a deleted goods opens nothing and says 商品不存在！', async () => {
    const user = userEvent.setup();
    await renderInShop(
      <>
        <GoodsCard goods={{ ...base, deleted: true }} />
        <Toaster />
      </>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: base.goodsName as string }));
    expect(await screen.findByText('商品不存在！')).toBeInTheDocument();
  });
});

describe('goods card: the name is said once', () => {
  it.each(['points', 'dropship'])(
    '%s: the link is named by the goods; its image is decorative (alt=""), not the name again',
    async (mallPath) => {
      await card(mallPath);
      const link = screen.getByRole('link', { name: base.goodsName as string });
      expect(within(link).queryByRole('img')).not.toBeInTheDocument();
      expect(within(link).getByRole('presentation')).toHaveAttribute('alt', '');
    },
  );
});

describe('goods card: the image box never shifts the layout (spec 1 §9)', () => {
  it('the list image is the profile size, with width and height and lazy loading', async () => {
    await card('points');
    const image = screen.getByRole('presentation');
    expect(image).toHaveAttribute('width', '182');
    expect(image).toHaveAttribute('height', '182');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it.each([GOODS_CARD_SIZE.medium, GOODS_CARD_SIZE.small, GOODS_CARD_SIZE.mini])(
    'fixed size %i',
    async (size) => {
      await renderInShop(<GoodsCard goods={base} size={size} image="eager" />);
      const image = within(screen.getByRole('link')).getByRole('presentation');
      expect(image).toHaveAttribute('width', String(size));
      expect(image).toHaveAttribute('loading', 'eager');
    },
  );
});
