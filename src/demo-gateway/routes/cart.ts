// The cart ({cart} alias) and favourites: per user, validated like the real backend.
import { forbidden, invalid, notFound, ok, refused } from '../answer';
import { profileOf } from '../db';
import type { ShopDb, Sku, User } from '../db';
import { Input, isObject, page } from '../input';
import { get, post } from '../router';
import type { Context, Route } from '../router';
import { cartItemView, cartProblem, favouriteView } from '../views';
import { findSku } from './goods';

const MAX_QUANTITY = 999;
const MAX_LINES = 100;
const MAX_FAVOURITES = 500;

/** roleId 1 or empty may add to the cart (spec 1 §6). */
export const mayBuy = (user: User) => user.roleId === 1 || user.roleId === null;

export function quantityOf(input: Input, name = 'quantity'): number {
  const quantity = input.number(name, { message: '请输入正确的商品数量' });
  if (quantity <= 0) invalid('商品数量必须大于0');
  if (quantity > MAX_QUANTITY) invalid(`单个商品数量不能超过${MAX_QUANTITY}`);
  return quantity;
}

/** Why this goods cannot be bought in this shop at all (not counting the delivery region). */
export function purchaseProblem(db: ShopDb, sku: Sku): string | undefined {
  if (sku.deleted) return '商品不存在！';
  if (sku.shelvesStatus !== 1001) return '商品已下架';
  if (sku.usableNum <= 0) return '商品已售罄';
  if (profileOf(db).shopInfo?.isPointsDesignatedGoods === 1 && sku.pointsBatchCanBuy === 0)
    return '该商品不支持积分兑换';
  return undefined;
}

/** Cart lines named by a body: one line, a list of lines, or `{ cartItems: [...] }`. */
function namedLines(body: unknown): string[] {
  const list = Array.isArray(body)
    ? body
    : isObject(body) && Array.isArray(body.cartItems)
      ? body.cartItems
      : [body];
  const codes = list.map((line) => new Input(line).text('goodsSkuCode', { message: '缺少商品规格编码' }));
  return codes.length > 0 ? codes : invalid('请选择要删除的商品');
}

function removeLines({ user, body }: Context) {
  const codes = namedLines(body);
  const before = user.cart.length;
  user.cart = user.cart.filter((line) => !codes.includes(line.goodsSkuCode));
  if (user.cart.length === before) notFound('购物车中没有该商品');
  return ok(true, '删除成功');
}

function region(input: Input) {
  if (!input.has('provinceId')) return null;
  return {
    provinceId: input.number('provinceId'),
    cityId: input.optionalNumber('cityId') ?? null,
    countyId: input.optionalNumber('countyId') ?? null,
  };
}

export const cartRoutes: Route[] = [
  post('/cart/addCart', 'user', ({ db, user, input }) => {
    if (!mayBuy(user)) forbidden('当前账号无加购权限');
    const sku = findSku(
      db,
      input.text('goodsCode', { message: '缺少商品编码' }),
      input.text('goodsSkuCode', { message: '缺少商品规格编码' }),
    );
    const quantity = quantityOf(input);
    const problem = purchaseProblem(db, sku);
    if (problem) refused(problem);
    if (sku.virtualOrder === 1 || sku.goodsType === 1002 || sku.orderGoodsType === 1002)
      refused('虚拟商品不支持加入购物车，请直接购买');
    const line = user.cart.find((each) => each.goodsSkuCode === sku.goodsSkuCode);
    const total = (line?.quantity ?? 0) + quantity;
    if (total > sku.usableNum) refused(`库存不足，当前库存${sku.usableNum}件`);
    if (total > MAX_QUANTITY) refused(`单个商品数量不能超过${MAX_QUANTITY}`);
    if (line) line.quantity = total;
    else if (user.cart.length >= MAX_LINES) refused(`购物车最多只能添加${MAX_LINES}种商品`);
    else user.cart.unshift({ goodsSkuCode: sku.goodsSkuCode, quantity, isCheck: 1 });
    return ok(true, '添加购物车成功');
  }),
  post('/cart/updateCart', 'user', ({ db, user, input }) => {
    const code = input.text('goodsSkuCode', { message: '缺少商品规格编码' });
    const line = user.cart.find((each) => each.goodsSkuCode === code) ?? notFound('购物车中没有该商品');
    if (!input.has('quantity') && !input.has('isCheck')) invalid('请输入正确的商品数量');
    if (input.has('quantity')) {
      const quantity = quantityOf(input);
      const sku = db.skus.get(code);
      if (sku && !cartProblem(sku, null) && quantity > sku.usableNum)
        refused(`库存不足，当前库存${sku.usableNum}件`);
      line.quantity = quantity;
    }
    if (input.has('isCheck')) line.isCheck = input.flag('isCheck');
    return ok(true, '修改成功');
  }),
  post('/cart/delCart', 'user', removeLines),
  post('/mall/shoppingcart/delCart', 'user', removeLines),
  post('/cart/queryCartList', 'user', ({ db, user, input, now }) => {
    const where = region(input);
    const valid = new Map<string, ReturnType<typeof cartItemView>[]>();
    const invalidItems: ReturnType<typeof cartItemView>[] = [];
    for (const line of user.cart) {
      const sku = db.skus.get(line.goodsSkuCode);
      if (!sku) continue;
      const view = cartItemView(sku, line, now, where);
      if (cartProblem(sku, where)) invalidItems.push(view);
      else valid.set(sku.supplierName, [...(valid.get(sku.supplierName) ?? []), view]);
    }
    return {
      validCartItems: [...valid].map(([supplierName, cartItems]) => ({ supplierName, cartItems })),
      invalidCartItems:
        invalidItems.length > 0 ? [{ supplierName: '失效商品', cartItems: invalidItems }] : [],
    };
  }),
  post('/cart/countCart', 'user', ({ user }) => user.cart.length),

  get('/mall/cellection/page', 'user', ({ db, user, input, now }) => {
    const records = user.favourites.flatMap((favourite) => {
      const sku = db.skus.get(favourite.goodsSkuCode);
      return sku ? [favouriteView(sku, favourite, now)] : [];
    });
    return page(records, input.paging(10000));
  }),
  get('/mall/cellection/cancel', 'user', ({ user, input }) => {
    const id = input.number('id', { message: '请选择要取消的收藏' });
    if (!user.favourites.some((entry) => entry.id === id)) notFound('收藏不存在或已取消');
    user.favourites = user.favourites.filter((entry) => entry.id !== id);
    return ok(null, '取消收藏成功');
  }),
  post('/mall/cellection/add', 'user', ({ db, user, input, now }) => {
    const sku = findSku(
      db,
      input.text('goodsCode', { message: '缺少商品编码' }),
      input.optionalText('goodsSkuCode'),
    );
    if (sku.deleted) notFound('商品不存在！');
    const known = user.favourites.find((entry) => entry.goodsSkuCode === sku.goodsSkuCode);
    if (known) return ok({ id: known.id }, '已收藏');
    if (user.favourites.length >= MAX_FAVOURITES) refused(`收藏最多${MAX_FAVOURITES}件商品`);
    db.sequence += 1;
    user.favourites.unshift({ id: db.sequence, goodsSkuCode: sku.goodsSkuCode, createTime: now });
    return ok({ id: db.sequence }, '收藏成功');
  }),
];
