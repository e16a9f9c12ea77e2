// The parcels of the seeded orders that left the warehouse: a courier, a tracking number and the steps a
// courier reports, from collection to signing (for completed orders), timed from the order's own history.
import { COURIERS, ORDER_STATUS } from '../../engine';
import type { OrderStatus } from '../../engine';
import type { Order, ShopDb } from './db';
import { createRandom, type Random } from './prng';
import { HOUR } from './time';

const WAREHOUSES = ['上海', '杭州', '广州', '武汉'] as const;

const whenEntered = (order: Order, status: OrderStatus) =>
  order.history.find((step) => step.status === status)?.time;

/** A tracking number as couriers print them: the courier's code and twelve digits. */
const trackingNumber = (code: string, random: Random) =>
  `${code}${Array.from({ length: 12 }, () => random.int(0, 9)).join('')}`;

function shipment(order: Order, shipped: number, random: Random) {
  const courier = random.pick(COURIERS);
  const from = random.pick(WAREHOUSES);
  const to = order.address ? `${order.address.provinceName}${order.address.countyName}` : '收货地';
  const steps: [number, string][] = [
    [0, `【${from}】${courier.name}已揽收`],
    [6, `快件已从【${from}转运中心】发出，正在发往【${to}】`],
    [22, `快件已到达【${to}分拨中心】`],
    [30, `【${to}】快件正在派送中，请保持电话畅通`],
  ];
  const completed = whenEntered(order, ORDER_STATUS.completed) ?? Infinity;
  // A parcel signed for reports nothing after it.
  const tracks = steps
    .map(([hours, text]) => ({ time: shipped + hours * HOUR, text }))
    .filter(({ time }) => time < completed);
  if (completed !== Infinity) tracks.push({ time: completed, text: '快件已签收，签收人：本人' });
  return { courier: courier.code, trackingNo: trackingNumber(courier.code, random), tracks };
}

/**
 * Gives every seeded order that was shipped its parcel, the same on every seed of the shop; a seed that adds
 * orders later gives them theirs with its own `stream` of randomness, so the others' parcels stay as they are.
 */
export function seedShipments(db: ShopDb, orders: readonly Order[] = db.orders, stream = 'shipments'): void {
  const random = createRandom(`${db.key}#${stream}`);
  for (const order of orders) {
    const shipped = whenEntered(order, ORDER_STATUS.shipped);
    if (shipped !== undefined) order.shipment = shipment(order, shipped, random);
  }
}
