import { useState } from 'react';
import styled from 'styled-components';
import { EQUITY_TILE_HEIGHT, EquityCardTile } from '../../../business-ui/equity-card/equity-card-tile';
import { useEquityCards } from '../../../business-ui/equity-card/use-equity-cards';
import { onPhone } from '../../../components/breakpoints';
import { LoadError } from '../../../components/load-error';
import { useShop } from '../../../shop/shop-context';
import { equityDetailPath, shopPath } from '../../../shop/shop-paths';

/**
 * The member's equity cards (white list 1001, page size 200), `limits.lists.equityPerCarouselPage` per
 * carousel page. Shown only where the `equity.enabled` capability holds.
 */
export function EquityCarousel() {
  const { mallPath, limits } = useShop();
  const perPage = limits.lists.equityPerCarouselPage;
  const { data, isPending, isError, error, refetch } = useEquityCards();
  const [page, setPage] = useState(0);
  const cards = data?.records ?? [];
  const pages = Math.max(1, Math.ceil(cards.length / perPage));
  const current = Math.min(page, pages - 1);
  const shown = cards.slice(current * perPage, current * perPage + perPage);

  if (!isPending && !isError && cards.length === 0) return null;
  return (
    <Section aria-labelledby="equity-title">
      <Head>
        <h2 id="equity-title">我的权益卡</h2>
        {pages > 1 ? (
          <Pager>
            <button
              type="button"
              aria-label="上一页"
              disabled={current === 0}
              onClick={() => setPage(current - 1)}
            >
              ‹
            </button>
            <span>
              {current + 1}/{pages}
            </span>
            <button
              type="button"
              aria-label="下一页"
              disabled={current >= pages - 1}
              onClick={() => setPage(current + 1)}
            >
              ›
            </button>
          </Pager>
        ) : null}
      </Head>
      {isError ? (
        <LoadError message={error.message} onRetry={() => void refetch()} height={EQUITY_TILE_HEIGHT} />
      ) : (
        <Row $perPage={perPage}>
          {isPending
            ? Array.from({ length: perPage }, (_, index) => <Placeholder key={index} />)
            : shown.map((card) => (
                <EquityCardTile
                  key={card.interestsCardId}
                  name={card.interestsCardName}
                  backgroundValue={card.cardBackgroundValue}
                  expirationTime={card.expirationTime}
                  to={shopPath(mallPath, equityDetailPath(card.interestsCardId))}
                />
              ))}
        </Row>
      )}
    </Section>
  );
}

const Section = styled.section`
  margin-top: 24px;
  padding: 18px 20px 20px;
  background: #fff;
  ${onPhone} {
    margin-top: 16px;
    padding: 14px 12px;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 14px;
  & > h2 {
    margin: 0;
    font-size: 20px;
  }
  ${onPhone} {
    margin-bottom: 10px;
    & > h2 {
      font-size: 18px;
    }
  }
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.muted};
  & > button {
    width: 28px;
    height: 28px;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: 50%;
    background: #fff;
    font-size: 18px;
    line-height: 1;
    cursor: pointer;
  }
  & > button:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const Row = styled.div<{ $perPage: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $perPage }) => $perPage}, minmax(0, 1fr));
  gap: 20px;
  min-height: ${EQUITY_TILE_HEIGHT}px;
  /* A phone's width holds one tile: the page's tiles stack. */
  ${onPhone} {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

const Placeholder = styled.div`
  height: ${EQUITY_TILE_HEIGHT}px;
  border-radius: 10px;
  background: #eee;
`;
