// The engine's per-member call rates (CALL_RATES, takeCall): one bucket per shop, member and call, on the
// process's monotonic clock, so a frozen or moved demo clock (screenshots, tests) never stops the buckets
// refilling and a step of the wall clock never locks a member out. A reset shop (a new db) starts afresh.
import { CALL_RATE_CODE, CALL_RATES, callRateMessage, takeCall } from '../../engine';
import type { CallRateState, RatedCall } from '../../engine';
import { fail } from './answer';
import type { ShopDb, User } from './db';
import { perShop } from './per-shop';

const bucketsOf = perShop<string, CallRateState>();

/** Spends one of the member's calls; over the rate, refused with the engine's code and message. */
export function spendCall(db: ShopDb, user: User, call: RatedCall): void {
  const shop = bucketsOf(db);
  const key = `${user.id} ${call}`;
  const taken = takeCall(shop.get(key), CALL_RATES[call], performance.now());
  if (!taken.allowed) fail(CALL_RATE_CODE, callRateMessage(taken.waitMs));
  shop.set(key, taken.state);
}
