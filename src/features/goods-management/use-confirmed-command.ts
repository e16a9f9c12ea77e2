import { commandConfirmation } from '../../../engine';
import { askConfirm } from '../../components/confirm';
import { useGoodsCommand } from '../../shop/writes/goods-management-writes';
import { useCapability } from '../../shop/shop-context';
import type { GoodsCommandRequest, RefusedGoods } from '../../../engine/contract';

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
  const reviewNotPassed = useCapability('goodsManagement.reviewNotPassed');
  const settings = { 'goodsManagement.reviewNotPassed': reviewNotPassed };
  const { sendCommand, sending } = useGoodsCommand(settings, (refused, request) =>
    onRefused?.({ done: countOf(request) - refused.length, refused }),
  );
  /** Whether the gateway took the command (false when it was not confirmed, refused or failed). */
  async function run(request: GoodsCommandRequest): Promise<boolean> {
    const confirmation = commandConfirmation(request.type, countOf(request));
    if (confirmation && !(await askConfirm(confirmation))) return false;
    return (await sendCommand(request))?.success ?? false;
  }
  return { run, sending };
}
