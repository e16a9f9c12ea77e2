// Favourites ({main} alias, /mall/cellection/*): per user, newest first.
import { FAVOURITE_MESSAGES, GOODS_NOT_FOUND } from '../../../engine';
import { notFound, ok, refused } from '../answer';
import { page } from '../input';
import { get, post } from '../router';
import type { Route } from '../router';
import { favouriteView } from '../views';
import { findSku } from './goods';

export const favouriteRoutes: Route[] = [
  get('/mall/cellection/page', 'user', ({ db, user, input, now, rules }) => {
    const records = user.favourites.flatMap((favourite) => {
      const sku = db.skus.get(favourite.goodsSkuCode);
      return sku ? [favouriteView(sku, favourite, now)] : [];
    });
    return page(records, input.paging(rules.limits.lists.favouritesPageSize));
  }),
  get('/mall/cellection/cancel', 'user', ({ user, input }) => {
    const id = input.number('id', { message: '请选择要取消的收藏' });
    if (!user.favourites.some((entry) => entry.id === id)) notFound('收藏不存在或已取消');
    user.favourites = user.favourites.filter((entry) => entry.id !== id);
    return ok(null, FAVOURITE_MESSAGES.cancelled);
  }),
  post('/mall/cellection/batchCancel', 'user', ({ user, input }) => {
    const ids = new Set(
      input.list('ids', { message: '请选择要取消的收藏' }).filter((id) => typeof id === 'number'),
    );
    if (ids.size === 0 || !user.favourites.some((entry) => ids.has(entry.id))) notFound('收藏不存在或已取消');
    user.favourites = user.favourites.filter((entry) => !ids.has(entry.id));
    return ok(null, FAVOURITE_MESSAGES.cancelled);
  }),
  post('/mall/cellection/add', 'user', ({ db, user, input, now, rules }) => {
    const sku = findSku(
      db,
      input.text('goodsCode', { message: '缺少商品编码' }),
      input.optionalText('goodsSkuCode'),
    );
    if (sku.deleted) notFound(GOODS_NOT_FOUND);
    const known = user.favourites.find((entry) => entry.goodsSkuCode === sku.goodsSkuCode);
    if (known) return ok({ id: known.id }, '已收藏');
    // The storefront loads every favourite as one page (spec 1 §9): a member holds at most that many.
    const most = rules.limits.lists.favouritesPageSize;
    if (user.favourites.length >= most) refused(`收藏最多${most}件商品`);
    db.sequence += 1;
    user.favourites.unshift({ id: db.sequence, goodsSkuCode: sku.goodsSkuCode, createTime: now });
    return ok({ id: db.sequence }, FAVOURITE_MESSAGES.added);
  }),
];
