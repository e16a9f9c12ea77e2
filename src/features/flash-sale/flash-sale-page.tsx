import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useCountdownClock } from '../../business-ui/flash-sale-countdown/use-countdown-clock';
import { belowContentWidth, onPhone } from '../../components/breakpoints';
import { Container } from '../../components/container';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { flashSaleGoodsQuery, useServerClockOffset } from '../../lib/api/endpoints/flash-sale';
import { FlashSaleItem } from './components/flash-sale-item';
import { flashSaleGroups, lastFlashSaleEnd } from './flash-sale-groups';
import { useApiClient } from '../../shop/api-client';

/**
 * /flashSale and /spike/spike (spec 1 §2): the flash sales, running, upcoming and ended, each with its
 * countdown on the server's clock (spec 1 §4), ticking at the shop's tick (useCountdownClock). A sale
 * moves to its next group when its countdown runs out.
 */
export default function FlashSalePage() {
  const api = useApiClient();
  const sales = useQuery(flashSaleGoodsQuery(api));
  const offset = useServerClockOffset(api);
  const goodsList = sales.data ?? [];
  // Server time is local time plus the offset; until the offset is known nothing is shown or ticks.
  const until = offset === undefined ? -Infinity : lastFlashSaleEnd(goodsList) - offset;
  const now = useCountdownClock((localNow) => localNow >= until);
  const groups = flashSaleGroups(goodsList, now + (offset ?? 0));

  return (
    <Page>
      <h1>限时秒杀</h1>
      {sales.isError ? (
        <LoadError message={sales.error.message} onRetry={() => void sales.refetch()} />
      ) : sales.isPending || offset === undefined ? (
        <Skeleton lines={6} />
      ) : groups.length === 0 ? (
        <EmptyState text="暂无秒杀活动" />
      ) : (
        groups.map((group) => (
          <section key={group.panicState} aria-labelledby={`flash-sale-${group.panicState}`}>
            <h2 id={`flash-sale-${group.panicState}`}>{group.title}</h2>
            <ul>
              {group.entries.map(({ goods, state }) => (
                <FlashSaleItem key={goods.goodsSkuCode} goods={goods} state={state} />
              ))}
            </ul>
          </section>
        ))
      )}
    </Page>
  );
}

const Page = styled(Container)`
  margin-top: 20px;
  padding-bottom: 40px;
  h1 {
    margin: 0 0 8px;
    font-size: 20px;
  }
  h2 {
    margin: 20px 0 12px;
    padding-left: 10px;
    border-left: 4px solid ${({ theme }) => theme.primary};
    font-size: 16px;
    line-height: 18px;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(5, 1fr);
    gap: 16px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${belowContentWidth} {
    ul {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
  ${onPhone} {
    margin-top: 12px;
    padding-bottom: 24px;
    h2 {
      margin: 16px 0 10px;
    }
    ul {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: 8px;
    }
  }
`;
