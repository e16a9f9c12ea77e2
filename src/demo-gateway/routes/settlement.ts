// Settlement (preview and submission): the requested lines priced at the gateway clock with the engine's
// price rules, refused with its purchase rules, plus this demo's freight.
import {
  isVirtualGoods,
  multiply,
  priceActivityTypesAt,
  roundUp,
  stockShortMessage,
  sum,
  unitPrice,
} from '../../../engine';
import { invalid, notFound } from '../answer';
import { defaultAddress } from '../db';
import type { Sku, StoredAddress } from '../db';
import { Input } from '../input';
import type { Context } from '../router';
import { goodsView } from '../views';
import { purchaseProblem, quantityOf } from './cart';
import { findSku } from './goods';
import { addressView } from './member';

const MAX_ORDER_LINES = 100;
const FREE_FREIGHT_FROM = 99;
const FREIGHT = 10;

const money = (value: string) => Number(roundUp(value, 2));

function requestedLines({ db, input }: Context): { sku: Sku; quantity: number }[] {
  const items = input.list('items', { message: '请选择要结算的商品' });
  if (items.length === 0) invalid('请选择要结算的商品');
  if (items.length > MAX_ORDER_LINES) invalid(`单次最多结算${MAX_ORDER_LINES}种商品`);
  const lines = items.map((item) => {
    const line = new Input(item);
    const sku = findSku(
      db,
      line.text('goodsCode', { message: '缺少商品编码' }),
      line.text('goodsSkuCode', { message: '缺少商品规格编码' }),
    );
    return { sku, quantity: quantityOf(line) };
  });
  if (new Set(lines.map((line) => line.sku.goodsSkuCode)).size < lines.length) invalid('结算商品重复');
  const virtual = lines.filter((line) => isVirtualGoods(line.sku)).length;
  if (virtual > 0 && virtual < lines.length) invalid('虚拟商品需单独下单');
  return lines;
}

function chosenAddress({ user, input }: Context): StoredAddress | undefined {
  const id = input.optionalNumber('addressId');
  if (id === undefined) return defaultAddress(user);
  return user.addresses.find((address) => address.id === id) ?? notFound('地址不存在');
}

/** Prices the lines at the gateway clock: activity (type 3, or 4 while running), quota, ladder, list price. */
export function settle(context: Context) {
  const { now, rules } = context;
  const lines = requestedLines(context);
  const virtual = lines.every((line) => isVirtualGoods(line.sku));
  const address = virtual ? undefined : chosenAddress(context);
  const mode = rules.capabilities['price.mode'];
  const priced = lines.map(({ sku, quantity }) => {
    const goods = goodsView(sku, now);
    const activityTypes = priceActivityTypesAt(goods, now);
    const { parts, source } = unitPrice(goods, { mode, quantity, activityTypes });
    const problem =
      purchaseProblem(context, sku, address) ??
      (quantity > sku.usableNum ? stockShortMessage(sku.usableNum) : undefined);
    return {
      sku,
      quantity,
      problem,
      view: {
        goodsCode: sku.goodsCode,
        goodsSkuCode: sku.goodsSkuCode,
        goodsSkuName: sku.goodsSkuName,
        goodsSkuImgUrl: goods.imgUrl,
        quantity,
        priceSource: source,
        unitMoney: money(parts.money),
        unitPoints: Number(parts.points),
        money: money(multiply(parts.money, quantity)),
        points: Number(multiply(parts.points, quantity)),
        unavailableReason: problem ?? null,
      },
    };
  });
  const available = priced.filter((line) => !line.problem);
  const goodsMoney = sum(available.map((line) => multiply(line.view.unitMoney, line.quantity)));
  const goodsPoints = sum(available.map((line) => line.view.points));
  const freight =
    mode === 'money' && !virtual && available.length > 0 && Number(goodsMoney) < FREE_FREIGHT_FROM
      ? FREIGHT
      : 0;
  return {
    priced,
    address,
    virtual,
    summary: {
      items: priced.map((line) => line.view),
      address: address ? addressView(address) : null,
      virtual,
      priceMode: mode,
      goodsMoney: money(goodsMoney),
      goodsPoints: Number(goodsPoints),
      freight,
      totalMoney: money(sum([goodsMoney, freight])),
      totalPoints: Number(goodsPoints),
      totalQuantity: available.reduce((total, line) => total + line.quantity, 0),
    },
  };
}
