// The cart ({cart} alias): per user, validated like the real backend.
import {
  CART_MESSAGES,
  cartAddLimitRefusal,
  cartAddRefusal,
  lineQuantityRefusal,
  purchaseRefusal,
  stockShortMessage,
} from '../../../engine';
import type { DeliveryRegion } from '../../../engine';
import type { CartItem, CartList } from '../../../engine/contract';
import { forbidden, invalid, notFound, ok, refused } from '../answer';
import type { Sku } from '../db';
import { Input, isObject } from '../input';
import { post } from '../router';
import type { Context, Route } from '../router';
import { cartItemView, goodsView } from '../views';
import { findSku } from './goods';

export function quantityOf(input: Input, name = 'quantity'): number {
  const quantity = input.number(name, { message: '请输入正确的商品数量' });
  if (quantity <= 0) invalid('商品数量必须大于0');
  const tooMany = lineQuantityRefusal(quantity);
  if (tooMany) invalid(tooMany);
  return quantity;
}

/** Why the goods may not be bought here (the engine's rule), delivered to `region` when one is given. */
export function purchaseProblem(
  { rules, now }: Context,
  sku: Sku,
  region: DeliveryRegion | null = null,
): string | undefined {
  const pointsDesignatedOnly = rules.capabilities['goodsCard.pointsDesignatedOnly'];
  return purchaseRefusal(goodsView(sku, now), { pointsDesignatedOnly, region });
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
  return ok(true, CART_MESSAGES.deleted);
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
  post('/cart/addCart', 'user', ({ db, user, input, rules, now }) => {
    if (!rules.capabilities['cart.canAdd']) forbidden('当前账号无加购权限');
    const sku = findSku(
      db,
      input.text('goodsCode', { message: '缺少商品编码' }),
      input.text('goodsSkuCode', { message: '缺少商品规格编码' }),
    );
    const quantity = quantityOf(input);
    const pointsDesignatedOnly = rules.capabilities['goodsCard.pointsDesignatedOnly'];
    const problem = cartAddRefusal(goodsView(sku, now), { pointsDesignatedOnly });
    if (problem) refused(problem);
    const line = user.cart.find((each) => each.goodsSkuCode === sku.goodsSkuCode);
    const total = (line?.quantity ?? 0) + quantity;
    if (total > sku.usableNum) refused(stockShortMessage(sku.usableNum));
    const limit = cartAddLimitRefusal({ lines: user.cart.length, held: line?.quantity }, quantity);
    if (limit) refused(limit);
    if (line) line.quantity = total;
    else user.cart.unshift({ goodsSkuCode: sku.goodsSkuCode, quantity, isCheck: 1 });
    return ok(true, CART_MESSAGES.added);
  }),
  post('/cart/updateCart', 'user', (context) => {
    const { db, user, input } = context;
    const code = input.text('goodsSkuCode', { message: '缺少商品规格编码' });
    const line = user.cart.find((each) => each.goodsSkuCode === code) ?? notFound('购物车中没有该商品');
    if (!input.has('quantity') && !input.has('isCheck')) invalid('请输入正确的商品数量');
    if (input.has('quantity')) {
      const quantity = quantityOf(input);
      const sku = db.skus.get(code);
      if (sku && !purchaseProblem(context, sku) && quantity > sku.usableNum)
        refused(stockShortMessage(sku.usableNum));
      line.quantity = quantity;
    }
    if (input.has('isCheck')) line.isCheck = input.flag('isCheck');
    return ok(true, '修改成功');
  }),
  post('/cart/delCart', 'user', removeLines),
  post('/mall/shoppingcart/delCart', 'user', removeLines),
  post('/cart/queryCartList', 'user', (context): CartList => {
    const { db, user, input, now } = context;
    const where = region(input);
    const valid = new Map<string, CartItem[]>();
    const invalidItems: CartItem[] = [];
    for (const line of user.cart) {
      const sku = db.skus.get(line.goodsSkuCode);
      if (!sku) continue;
      const view = cartItemView(sku, line, now, where);
      if (purchaseProblem(context, sku, where)) invalidItems.push(view);
      else valid.set(sku.supplierName, [...(valid.get(sku.supplierName) ?? []), view]);
    }
    return {
      validCartItems: [...valid].map(([supplierName, cartItems]) => ({ supplierName, cartItems })),
      invalidCartItems:
        invalidItems.length > 0 ? [{ supplierName: '失效商品', cartItems: invalidItems }] : [],
    };
  }),
  post('/cart/countCart', 'user', ({ user }) => user.cart.length),
];
