import { commandConfirmation } from '../../../engine';
import { askConfirm } from '../../components/confirm';
import type { GoodsCommandRequest, RefusedGoods } from '../../lib/api/endpoints/goods-management';
import { refusedGoodsOf, useGoodsCommand } from '../../lib/api/endpoints/goods-management-writes';

/** What a batch did: how many goods took the command, and the ones that did not with why. */
export interface BatchOutcome {
  done: number;
  refused: RefusedGoods[];
}

/**
 * Sends a command once the user has confirmed it where the engine asks (删除, 移除商城库存), and hands a
 * batch's refused goods to `onRefused`. `count` is how many goods the command names.
 */
export function useConfirmedCommand(onRefused?: (outcome: BatchOutcome) => void) {
  const { sendCommand, sending } = useGoodsCommand();
  async function run(request: GoodsCommandRequest, count = 1) {
    const confirmation = commandConfirmation(request.type, count);
    if (confirmation && !(await askConfirm(confirmation))) return;
    const refused = refusedGoodsOf(await sendCommand(request));
    if (refused.length > 0) onRefused?.({ done: count - refused.length, refused });
  }
  return { run, sending };
}
