import { useQuery } from '@tanstack/react-query';
import { flashSaleActivity } from '../../../engine';
import { FlashSaleCountdown } from '../../business-ui/flash-sale-countdown/flash-sale-countdown';
import { useServerClockOffset } from '../../lib/api/endpoints/flash-sale';
import { goodsDetailQuery } from '../../lib/api/endpoints/goods';
import { useApiClient } from '../../shop/api-client';
import type { SettlementLine } from '../../../engine/contract';

/**
 * The flash sale's countdown on its settlement (buy-now of one goods): to the end while it runs. The price
 * is the gateway's; a sale that ends meanwhile is refused at submit with the gateway's message.
 */
export function FlashSaleBar({ line }: { line: SettlementLine }) {
  const api = useApiClient();
  const detail = useQuery(goodsDetailQuery(api, line));
  const activity = detail.data ? flashSaleActivity(detail.data) : undefined;
  const offset = useServerClockOffset(api, activity !== undefined);
  if (!activity || offset === undefined) return null;
  return <FlashSaleCountdown activity={activity} offsetMs={offset} />;
}
