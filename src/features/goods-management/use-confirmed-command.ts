import { commandConfirmation } from '../../../engine';
import { askConfirm } from '../../components/confirm';
import type { GoodsCommandRequest, RefusedGoods } from '../../lib/api/endpoints/goods-management';
import { useGoodsCommand } from '../../lib/api/endpoints/goods-management-writes';

/** What a batch did: how many goods took the command, and the ones that did not with why. */
export interface BatchOutcome {
  done: number;
  refused: RefusedGoods[];
}

const countOf = (request: GoodsCommandRequest) =>
  'goodsSkuCodes' in request ? request.goodsSkuCodes.length : 1;

/**
 * Sends a command once the user has confirmed it where the engine asks (删除, 移除商城库存), and hands a
 * batch's outcome to `onRefused` when some goods did not take it.
 */
export function useConfirmedCommand(onRefused?: (outcome: BatchOutcome) => void) {
  const { sendCommand, sending } = useGoodsCommand((refused, request) =>
    onRefused?.({ done: countOf(request) - refused.length, refused }),
  );
  async function run(request: GoodsCommandRequest) {
    const confirmation = commandConfirmation(request.type, countOf(request));
    if (confirmation && !(await askConfirm(confirmation))) return;
    await sendCommand(request);
  }
  return { run, sending };
}
