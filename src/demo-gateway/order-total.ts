// What an order costs in money: its goods plus the freight (the submit's answer, the order views, budgets).
import { sum } from '../../engine';
import type { Order } from './db';

export const orderTotalMoney = (order: Pick<Order, 'goodsMoney' | 'freight'>): number =>
  Number(sum([order.goodsMoney, order.freight]));
