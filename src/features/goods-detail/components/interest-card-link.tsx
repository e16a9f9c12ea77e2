import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EQUITY_TILE_HEIGHT, EquityCardTile } from '../../../business-ui/equity-card/equity-card-tile';
import { onPhone } from '../../../components/breakpoints';
import { equityCardDetailQuery } from '../../../lib/api/endpoints/goods';
import { useShop } from '../../../shop/shop-context';
import { equityDetailPath, shopPath } from '../../../shop/shop-paths';
import { useApiClient } from '../../../shop/api-client';

/** The equity card a goods was opened from (interestsCardLinkId), linking to the card's detail. */
export function InterestCardLink({ cardId }: { cardId: number }) {
  const api = useApiClient();
  const { mallPath } = useShop();
  const { data, isError } = useQuery(equityCardDetailQuery(api, cardId));
  if (isError) return null;
  const to = shopPath(mallPath, equityDetailPath(cardId));
  return (
    <Box aria-label="关联权益卡">
      <Head>
        <span>可使用权益卡兑换</span>
        <Link to={to}>查看权益详情 ›</Link>
      </Head>
      {data ? (
        <EquityCardTile
          name={data.interestsCardName}
          backgroundValue={data.cardBackgroundValue}
          expirationTime={data.expirationTime}
          to={to}
        />
      ) : (
        <Placeholder />
      )}
    </Box>
  );
}

const Box = styled.aside`
  margin-top: 20px;
  width: 320px;
  ${onPhone} {
    width: auto;
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  margin-bottom: 8px;
  font-size: 13px;
  color: #666;
  & > a {
    color: ${({ theme }) => theme.primary};
    text-decoration: none;
  }
`;

const Placeholder = styled.div`
  height: ${EQUITY_TILE_HEIGHT}px;
  border-radius: 10px;
  background: #eee;
`;
