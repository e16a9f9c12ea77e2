import { PANIC_STATE, flashSaleActivity, flashSaleState, parseServerTime } from '../../../engine';
import type { FlashSaleState, PanicState } from '../../../engine';
import type { Goods } from '../../../engine/contract';

export interface FlashSaleEntry {
  goods: Goods;
  state: FlashSaleState;
}

export interface FlashSaleGroup {
  panicState: PanicState;
  title: string;
  entries: FlashSaleEntry[];
}

/** Running sales first, then the upcoming ones, then those that ended. */
const GROUPS: readonly Omit<FlashSaleGroup, 'entries'>[] = [
  { panicState: PANIC_STATE.running, title: '进行中' },
  { panicState: PANIC_STATE.notStarted, title: '即将开始' },
  { panicState: PANIC_STATE.ended, title: '已结束' },
];

/**
 * The flash sales by their state at server time `serverNow` (the engine's rule), the soonest to end or
 * to start first; groups without a sale are left out. Goods without a flash-sale activity are skipped.
 */
export function flashSaleGroups(goodsList: readonly Goods[], serverNow: number): FlashSaleGroup[] {
  const entries = goodsList.flatMap((goods) => {
    const activity = flashSaleActivity(goods);
    return activity ? [{ goods, state: flashSaleState(activity, serverNow) }] : [];
  });
  return GROUPS.map((group) => ({
    ...group,
    entries: entries
      .filter((entry) => entry.state.panicState === group.panicState)
      .sort((a, b) => a.state.remainingMs - b.state.remainingMs),
  })).filter((group) => group.entries.length > 0);
}

/** When the last of the sales ends (server epoch ms): no countdown changes after it. */
export const lastFlashSaleEnd = (goodsList: readonly Goods[]): number =>
  Math.max(
    ...goodsList.map((goods) => parseServerTime(flashSaleActivity(goods)?.expireEndTime) ?? -Infinity),
  );
