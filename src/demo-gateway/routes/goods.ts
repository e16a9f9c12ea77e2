// The catalogue: categories, search and lists, detail, home page, custom and topic pages, flash sales.
import {
  ACTIVITY_TYPE,
  commodityCentrePath,
  GOODS_NOT_FOUND,
  historyAfterSearch,
  maxLengthMessage,
  PAGE,
  unitPrice,
  withQuery,
} from '../../../engine';
import type { PriceMode } from '../../../engine';
import type { CustomPage, GoodsSortField, GoodsTopic, HomePage } from '../../../engine/contract';
import { notFound } from '../answer';
import { skusOf } from '../db';
import type { ShopDb, Sku } from '../db';
import { page } from '../input';
import { get, post } from '../router';
import type { Route } from '../router';
import { detailView, goodsView, imageUrl } from '../views';

/** A goods by code (and SKU code); 商品不存在！ when there is none. Deleted goods are found. */
export function findSku(db: ShopDb, goodsCode: string, goodsSkuCode?: string): Sku {
  const sku = goodsSkuCode === undefined ? skusOf(db, goodsCode)[0] : db.skus.get(goodsSkuCode);
  return sku && sku.goodsCode === goodsCode ? sku : notFound(GOODS_NOT_FOUND);
}

/** One entry per goods (its first SKU), deleted goods left out, in the default order. */
export function listedGoods(db: ShopDb): Sku[] {
  const seen = new Set<string>();
  return [...db.skus.values()]
    .filter((sku) => !sku.deleted && !seen.has(sku.goodsCode) && seen.add(sku.goodsCode))
    .sort((a, b) => a.rank - b.rank);
}

/** The price a card shows for one unit (the engine's rule), in the shop's price mode. */
function shownPrice(sku: Sku, mode: PriceMode, now: number): number {
  const { parts } = unitPrice(goodsView(sku, now), { mode, quantity: 1 });
  return Number(mode === 'points' ? parts.points : parts.money);
}

function sorts(mode: PriceMode, now: number): Record<string, (a: Sku, b: Sku) => number> {
  return {
    sales: (a, b) => a.salesNum - b.salesNum,
    price: (a, b) => shownPrice(a, mode, now) - shownPrice(b, mode, now),
    new: (a, b) => a.createTime - b.createTime,
  };
}
const DEFAULT_ORDER: Record<string, 'asc' | 'desc'> = { sales: 'desc', price: 'asc', new: 'desc' };

export const goodsRoutes: Route[] = [
  get('/mall/getSalesCategory', 'browse', ({ db }) => db.categories),
  post('/mall/goods/searchGoods', 'browse', ({ db, input, now, currentUser, rules }) => {
    const max = rules.limits.search.keywordMax;
    const keyword = input.optionalText('keyword', { max, lengthMessage: maxLengthMessage(max) });
    const categoryCode = input.optionalText('categoryCode');
    const sortField = input.oneOf<GoodsSortField>(
      'sortField',
      ['default', 'sales', 'price', 'new'],
      'default',
    );
    const sortOrder = input.oneOf('sortOrder', ['asc', 'desc'], DEFAULT_ORDER[sortField] ?? 'asc');
    const paging = input.paging(rules.limits.lists.goodsPageSize);
    const needle = keyword?.toLowerCase();
    let found = listedGoods(db).filter(
      (sku) =>
        (!categoryCode || sku.categoryCodes.includes(categoryCode)) &&
        (!needle || `${sku.goodsName} ${sku.brandName}`.toLowerCase().includes(needle)),
    );
    const compare = sorts(rules.capabilities['price.mode'], now)[sortField];
    if (compare)
      found = found.sort((a, b) => (sortOrder === 'asc' ? 1 : -1) * compare(a, b) || a.rank - b.rank);
    // A real backend records a searched keyword when the goods list is queried with it.
    if (currentUser && keyword) {
      currentUser.searchHistory = historyAfterSearch(
        currentUser.searchHistory,
        keyword,
        rules.limits.search.historyShown,
      );
    }
    return page(
      found.map((sku) => goodsView(sku, now)),
      paging,
    );
  }),
  get('/mall/goods/goodsDetail', 'browse', ({ db, input, now, currentUser }) => {
    const sku = findSku(
      db,
      input.text('goodsCode', { message: '缺少商品编码' }),
      input.optionalText('goodsSkuCode'),
    );
    const favourite = currentUser?.favourites.find((entry) => entry.goodsSkuCode === sku.goodsSkuCode);
    return detailView(db, sku, now, favourite?.id ?? null);
  }),
  get('/mall/websitePc/getHomePage', 'browse', ({ db, now }): HomePage => {
    const goods = listedGoods(db);
    const cards = (list: Sku[]) => list.map((sku) => goodsView(sku, now));
    const top = (by: (a: Sku, b: Sku) => number) =>
      cards(
        [...goods]
          .filter((sku) => /^G-\d/.test(sku.goodsCode))
          .sort(by)
          .slice(0, 10),
      );
    return {
      banners: [1, 2, 3].map((index) => ({
        id: index,
        title: ['新品上市', '限时秒杀', '企业采购节'][index - 1] ?? '',
        imgUrl: imageUrl(`banner-${index}`, 1200, 400),
        linkUrl:
          [
            commodityCentrePath({ keyword: '茶' }),
            withQuery(PAGE.goodsDetail, { goodsCode: 'G-FLASH-RUNNING' }),
            withQuery(PAGE.customPage, { pageId: 'activity' }),
          ][index - 1] ?? '',
      })),
      floors: [
        {
          floorId: 'states',
          floorName: '商品状态演示',
          goodsList: cards(goods.filter((sku) => !/^G-\d/.test(sku.goodsCode))),
        },
        {
          floorId: 'hot',
          floorName: '热销推荐',
          goodsList: top((a, b) => b.salesNum - a.salesNum || a.rank - b.rank),
        },
        {
          floorId: 'new',
          floorName: '新品上架',
          goodsList: top((a, b) => b.createTime - a.createTime || a.rank - b.rank),
        },
        ...db.categories.map((category) => ({
          floorId: category.categoryCode,
          floorName: category.categoryName,
          goodsList: cards(goods.filter((sku) => sku.categoryCodes[0] === category.categoryCode).slice(0, 8)),
        })),
      ],
    };
  }),
  get('/mall/websitePc/getCustomPage', 'browse', ({ db, input }): CustomPage => {
    const pageId = input.text('pageId', { message: '缺少页面编号' });
    const custom = db.pages.get(pageId) ?? notFound('页面不存在');
    return { pageId, ...custom };
  }),
  get('/mall/websitePc/getGoodsTopicPage', 'browse', ({ db, input, now }): GoodsTopic => {
    const topicId = input.optionalText('topicId') ?? 'default';
    // A Map, not an object: a topicId such as 'constructor' names nothing.
    const topics = new Map<string, { title: string; pick: (sku: Sku) => boolean }>([
      ['default', { title: '精选专题', pick: (sku) => /^G-\d/.test(sku.goodsCode) && sku.salesNum > 2500 }],
      ['tea', { title: '茶香专题', pick: (sku) => sku.goodsName.includes('茶') }],
    ]);
    const topic = topics.get(topicId) ?? notFound('专题不存在');
    return {
      topicId,
      title: topic.title,
      bannerImg: imageUrl(`topic-${topicId}`, 1200, 300),
      goodsList: listedGoods(db)
        .filter(topic.pick)
        .map((sku) => goodsView(sku, now)),
    };
  }),
  // The flash-sale list (/flashSale, /spike/spike): every flash sale, whatever its state at `now`.
  post('/mall/seckillFront/front/activityGoodsList', 'user', ({ db, now }) => ({
    records: listedGoods(db)
      .filter((sku) => sku.activity?.activityType === ACTIVITY_TYPE.flashSale)
      .map((sku) => goodsView(sku, now)),
  })),
];
