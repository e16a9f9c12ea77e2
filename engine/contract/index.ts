/**
 * The contract: the requests and answers the storefront's client (src/lib/api) and the demo gateway
 * (src/demo-gateway) both speak, written once and imported by both (docs/gateway.md). Types only: the
 * shapes on the wire; the rules that fill them are the engine's.
 */
export type * from './answer';
export type * from './account';
export type * from './addresses';
export type * from './after-sales';
export type * from './balance';
export type * from './batch-order';
export type * from './budgets';
export type * from './cart';
export type * from './equity';
export type * from './favourites';
export type * from './goods';
export type * from './goods-management';
export type * from './invoices';
export type * from './legacy-orders';
export type * from './member';
export type * from './orders';
export type * from './regions';
export type * from './reviews';
export type * from './shop';
export type * from './sourcing';
export type * from './statements';
