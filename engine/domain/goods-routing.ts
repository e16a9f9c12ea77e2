import { PAGE, shopPath, withQuery } from '../paths';
import { GOODS_TYPE, VIRTUAL_ORDER } from './codes';
import { codeOf, isOn, type Code } from './server-values';

export const GOODS_NOT_FOUND = '商品不存在！';

const QUERY_FIELDS = [
  'goodsCode',
  'goodsSkuCode',
  'interestsCardLinkId',
  'firstCategoryCode',
  'secondCategoryCode',
  'lastCategoryCode',
] as const;

/** What opening a goods detail needs (spec 2 §2 and §3). */
export type GoodsLink = Partial<Record<(typeof QUERY_FIELDS)[number], Code | null>> & {
  virtualOrder?: Code | null;
  goodsType?: Code | null;
  orderGoodsType?: Code | null;
  deleted?: boolean | Code | null;
};

export type GoodsDetailTarget = { ok: true; path: string } | { ok: false; message: string };

/** Virtual goods: virtualOrder 1, or goodsType / orderGoodsType 1002 (numbers or strings). */
export function isVirtualGoods(goods: GoodsLink): boolean {
  return (
    codeOf(goods.virtualOrder) === VIRTUAL_ORDER.virtual ||
    codeOf(goods.goodsType) === GOODS_TYPE.virtual ||
    codeOf(goods.orderGoodsType) === GOODS_TYPE.virtual
  );
}

/**
 * The detail page of goods inside the shop, with the non-empty query fields; deleted goods give 商品不存在！.
 * @example goodsDetailTarget({ goodsCode: 'G1', goodsType: '1002' }, 'points') → { ok: true, path: '/points/virtualGoods/virtualGoodsDetail?goodsCode=G1' }
 */
export function goodsDetailTarget(goods: GoodsLink, mallPath: string): GoodsDetailTarget {
  if (isOn(goods.deleted)) return { ok: false, message: GOODS_NOT_FOUND };
  const page = isVirtualGoods(goods) ? PAGE.virtualGoodsDetail : PAGE.goodsDetail;
  const fields = Object.fromEntries(QUERY_FIELDS.map((field) => [field, goods[field]]));
  return { ok: true, path: shopPath(mallPath, withQuery(page, fields)) };
}
