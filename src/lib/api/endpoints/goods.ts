// The catalogue calls the spec leaves out (docs/gateway.md, src/demo-gateway/routes/goods.ts): goods search,
// goods detail, the home page, custom and topic pages; plus favouriting a goods and an equity card's detail,
// which the goods screens need.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type { CardGoods, GoodsPricing, SalesArea } from './shared-types';

/** A goods as lists and cards get it (spec 1 §3), with its routing and pricing fields (spec 2 §3). */
export type Goods = CardGoods &
  GoodsPricing & {
    goodsCode: string;
    goodsSkuName: string;
    brandName: string;
    integralPrice: number;
    /** 1001 on sale, 1002 off shelf, 1003 sold out. */
    saleStatus: number;
    shelvesStatus: number;
    inStock: boolean;
    goodsSkuSalesAreaList: SalesArea[];
    firstCategoryCode: string;
    secondCategoryCode: string;
    lastCategoryCode: string;
    supplierName: string;
  };

export interface GoodsDetail extends Goods {
  /** The user's favourite id for this SKU; null when not a favourite (or a guest). */
  collectionId: number | null;
  skuList: {
    goodsSkuCode: string;
    goodsSkuName: string;
    sellingPrice: number;
    usableNum: number;
    saleStatus: number;
  }[];
  /** The goods description as HTML (rendered sanitized). */
  description: string;
}

export interface GoodsPage {
  records: Goods[];
  total: number;
  currentPage: number;
  pageSize: number;
}

export type GoodsSortField = 'default' | 'sales' | 'price' | 'new';

export interface GoodsSearch {
  keyword?: string;
  categoryCode?: string;
  /** Passed through from the commodity centre's URL (spec 1 §2). */
  dataString?: string;
  sortField: GoodsSortField;
  sortOrder: 'asc' | 'desc';
  currentPage: number;
  pageSize: number;
}

const present = (search: GoodsSearch) =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== ''));

/**
 * One page of goods. The gateway records a searched keyword when it answers the list, so the search history
 * is out of date once an answer for a keyword is in.
 */
export const goodsSearchQuery = (api: ApiClient, search: GoodsSearch) =>
  queryOptions({
    queryKey: api.keys.goods.search(present(search)),
    queryFn: async ({ signal, client }) => {
      const found = await api.post<GoodsPage>('/goods/searchGoods', present(search), signal).then(unwrap);
      if (search.keyword) void client.invalidateQueries({ queryKey: api.keys.search.history() });
      return found;
    },
  });

export interface GoodsKey {
  goodsCode: string;
  goodsSkuCode?: string;
}

export const goodsDetailQuery = (api: ApiClient, { goodsCode, goodsSkuCode }: GoodsKey) =>
  queryOptions({
    queryKey: api.keys.goods.detail(goodsCode, goodsSkuCode),
    queryFn: ({ signal }) =>
      api.get<GoodsDetail>('/goods/goodsDetail', { goodsCode, goodsSkuCode }, signal).then(unwrap),
  });

export interface HomeBanner {
  id: number;
  title: string;
  imgUrl: string;
  /** A path inside the shop ('/goodDetail/goodDetail?…') or a full address. */
  linkUrl: string;
}

export interface HomeFloor {
  floorId: string;
  floorName: string;
  goodsList: Goods[];
}

export interface HomePage {
  banners: HomeBanner[];
  floors: HomeFloor[];
}

export const homePageQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.goods.home(),
    queryFn: ({ signal }) => api.get<HomePage>('/websitePc/getHomePage', undefined, signal).then(unwrap),
  });

export interface CustomPage {
  pageId: string;
  title: string;
  /** Server HTML: rendered only through SafeHtml. */
  html: string;
}

export const customPageQuery = (api: ApiClient, pageId: string) =>
  queryOptions({
    queryKey: api.keys.goods.customPage(pageId),
    queryFn: ({ signal }) => api.get<CustomPage>('/websitePc/getCustomPage', { pageId }, signal).then(unwrap),
  });

export interface GoodsTopic {
  topicId: string;
  title: string;
  bannerImg: string;
  goodsList: Goods[];
}

export const goodsTopicQuery = (api: ApiClient, topicId?: string) =>
  queryOptions({
    queryKey: api.keys.goods.topic(topicId),
    queryFn: ({ signal }) =>
      api.get<GoodsTopic>('/websitePc/getGoodsTopicPage', { topicId }, signal).then(unwrap),
  });

/** Adds a goods to the favourites; `data.id` is the favourite's id (cancel it with cancelFavourite). */
export const addFavourite = (api: ApiClient, goods: GoodsKey) =>
  api.post<{ id: number }>('/cellection/add', goods);

export interface EquityCardDetail {
  interestsCardId: number;
  interestsCardName: string;
  cardBackgroundValue: string;
  expirationTime: string;
  expired: boolean;
  /** The card's rules as HTML. */
  description: string;
  goodsList: (Goods & { interestsCardLinkId: number })[];
}

export const equityCardDetailQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: api.keys.equity.detail(id),
    queryFn: ({ signal }) =>
      api.get<EquityCardDetail>('/member/interestsCard/detail', { id }, signal).then(unwrap),
  });
