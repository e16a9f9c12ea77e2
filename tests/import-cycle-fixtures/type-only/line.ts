// expect: cycle
import type { Order } from './order';

export interface Line {
  order: Order;
}
