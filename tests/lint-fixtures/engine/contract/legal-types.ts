// expect: nothing
// Types over the domain's codes, imported as types: what the contract is made of.
import type { OrderStatus } from '../domain';

export interface CountedStatus {
  orderStatus: OrderStatus;
  count: number;
}
