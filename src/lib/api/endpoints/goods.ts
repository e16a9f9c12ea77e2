// The catalogue calls the spec leaves out (docs/gateway.md, src/demo-gateway/routes/goods.ts): goods search,
// goods detail, the home page, custom and topic pages; plus favouriting a goods and an equity card's detail,
// which the goods screens need.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type {
  CustomPage,
  EquityCardDetail,
  GoodsDetail,
  GoodsKey,
  GoodsPage,
  GoodsSearch,
  GoodsTopic,
  HomePage,
} from '../../../../engine/contract';

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

export const goodsDetailQuery = (api: ApiClient, { goodsCode, goodsSkuCode }: GoodsKey) =>
  queryOptions({
    queryKey: api.keys.goods.detail(goodsCode, goodsSkuCode),
    queryFn: ({ signal }) =>
      api.get<GoodsDetail>('/goods/goodsDetail', { goodsCode, goodsSkuCode }, signal).then(unwrap),
  });

export const homePageQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.goods.home(),
    queryFn: ({ signal }) => api.get<HomePage>('/websitePc/getHomePage', undefined, signal).then(unwrap),
  });

export const customPageQuery = (api: ApiClient, pageId: string) =>
  queryOptions({
    queryKey: api.keys.goods.customPage(pageId),
    queryFn: ({ signal }) => api.get<CustomPage>('/websitePc/getCustomPage', { pageId }, signal).then(unwrap),
  });

export const goodsTopicQuery = (api: ApiClient, topicId?: string) =>
  queryOptions({
    queryKey: api.keys.goods.topic(topicId),
    queryFn: ({ signal }) =>
      api.get<GoodsTopic>('/websitePc/getGoodsTopicPage', { topicId }, signal).then(unwrap),
  });

/** Adds a goods to the favourites; `data.id` is the favourite's id (cancel it with cancelFavourite). */
export const addFavourite = (api: ApiClient, goods: GoodsKey) =>
  api.post<{ id: number }>('/cellection/add', goods);

export const equityCardDetailQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: api.keys.equity.detail(id),
    queryFn: ({ signal }) =>
      api.get<EquityCardDetail>('/member/interestsCard/detail', { id }, signal).then(unwrap),
  });
