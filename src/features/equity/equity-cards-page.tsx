import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { isEquityExpired, MEMBER_LIST_TEXT, WHITE_LIST_STATE } from '../../../engine';
import { EquityCardTile } from '../../business-ui/equity-card/equity-card-tile';
import { useEquityCards } from '../../business-ui/equity-card/use-equity-cards';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { Tabs } from '../../components/tabs';
import { equitySummaryQuery } from '../../lib/api/endpoints/equity';
import { useShop } from '../../shop/shop-context';
import { equityDetailPath, shopPath } from '../../shop/shop-paths';
import { useApiClient } from '../../shop/api-client';

const Summary = styled.dl`
  display: flex;
  gap: 48px;
  margin: 0 0 16px;
  padding: 16px 24px;
  background: ${({ theme }) => theme.background};
  div {
    display: flex;
    flex-direction: column-reverse;
    gap: 4px;
  }
  dt {
    color: ${({ theme }) => theme.muted};
    font-size: 13px;
  }
  dd {
    margin: 0;
    font-size: 22px;
    font-weight: 600;
  }
  ${onPhone} {
    gap: 32px;
    padding: 12px 16px;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 16px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  ${onPhone} {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

const ExpiredMark = styled.span`
  position: absolute;
  right: 16px;
  bottom: 16px;
  padding: 2px 8px;
  border-radius: 10px;
  background: rgba(0, 0, 0, 0.55);
  font-size: 12px;
`;

type CardState = 'inForce' | 'expired';
const TABS: readonly { key: CardState; label: string }[] = [
  { key: 'inForce', label: '可使用' },
  { key: 'expired', label: MEMBER_LIST_TEXT.equityExpired },
];

/**
 * /userCenter/equityCard 我的权益 (F000514, `equity.enabled`; docs/member-pages.md): the summary 可用 / 待领取
 * and the member's cards by white-list state, each opening its equity detail; an expired card is marked.
 */
export default function EquityCardsPage() {
  const api = useApiClient();
  const { mallPath } = useShop();
  const [state, setState] = useState<CardState>('inForce');
  const [now] = useState(() => Date.now());
  const summary = useQuery(equitySummaryQuery(api));
  const cards = useEquityCards(WHITE_LIST_STATE[state]);

  function list() {
    if (cards.isError)
      return <LoadError message={cards.error.message} onRetry={() => void cards.refetch()} />;
    if (cards.isPending) return <Skeleton lines={4} label="权益卡加载中" />;
    if (cards.data.records.length === 0) return <EmptyState text={MEMBER_LIST_TEXT.equityEmpty} />;
    return (
      <Grid aria-label="权益卡">
        {cards.data.records.map((card) => (
          <li key={card.interestsCardId}>
            <EquityCardTile
              name={card.interestsCardName}
              backgroundValue={card.cardBackgroundValue}
              expirationTime={card.expirationTime}
              to={shopPath(mallPath, equityDetailPath(card.interestsCardId))}
            >
              {isEquityExpired(card.expirationTime, now) ? (
                <ExpiredMark>{MEMBER_LIST_TEXT.equityExpired}</ExpiredMark>
              ) : null}
            </EquityCardTile>
          </li>
        ))}
      </Grid>
    );
  }

  return (
    <>
      <Summary aria-label="权益概况" aria-busy={summary.isPending}>
        <div>
          <dt>可用</dt>
          <dd>{summary.data?.useCount ?? '-'}</dd>
        </div>
        <div>
          <dt>待领取</dt>
          <dd>{summary.data?.unclaimedCount ?? '-'}</dd>
        </div>
      </Summary>
      <Tabs label="权益卡状态" items={TABS} active={state} onChange={setState} />
      {list()}
    </>
  );
}
