import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { Container } from '../../components/container';
import { EmptyState } from '../../components/empty-state';
import { EQUITY_TILE_HEIGHT, EquityCardTile } from '../../business-ui/equity-card/equity-card-tile';
import { GoodsCard } from '../../business-ui/goods-card/goods-card';
import { useDelivery } from '../../shop/use-delivery';
import { LoadError } from '../../components/load-error';
import { SafeHtml } from '../../components/safe-html';
import { Skeleton } from '../../components/skeleton';
import { equityCardDetailQuery } from '../../lib/api/endpoints/goods';
import { worthRetrying } from '../../lib/api/api-result';
import { BackHomeLink } from '../../business-ui/back-home-link';
import { useDocumentTitle } from '../../shop/use-shop-brand';
import { useApiClient } from '../../shop/api-client';

function EquityDetail({ id }: { id: number }) {
  const api = useApiClient();
  const { data, isPending, isError, error, refetch } = useQuery(equityCardDetailQuery(api, id));
  const { region } = useDelivery();
  useDocumentTitle(data?.interestsCardName ?? '权益详情');

  if (isError)
    return (
      <LoadError
        message={error.message}
        onRetry={worthRetrying(error) ? () => void refetch() : undefined}
        height={EQUITY_TILE_HEIGHT}
      >
        <BackHomeLink />
      </LoadError>
    );
  if (isPending) {
    return (
      <Top>
        <CardBox>
          <Placeholder />
        </CardBox>
        <Skeleton lines={5} />
      </Top>
    );
  }
  return (
    <>
      <Top>
        <CardBox>
          <EquityCardTile
            name={data.interestsCardName}
            backgroundValue={data.cardBackgroundValue}
            expirationTime={data.expirationTime}
          >
            {data.expired ? <Expired>已过期</Expired> : null}
          </EquityCardTile>
        </CardBox>
        <div>
          <Name>{data.interestsCardName}</Name>
          <Meta>
            <dt>有效期至</dt>
            <dd>{data.expirationTime}</dd>
            <dt>状态</dt>
            <dd>{data.expired ? '已过期' : '可使用'}</dd>
          </Meta>
        </div>
      </Top>
      <Section aria-labelledby="equity-rules">
        <h2 id="equity-rules">权益说明</h2>
        <SafeHtml html={data.description} />
      </Section>
      {data.goodsList.length > 0 ? (
        <Section aria-labelledby="equity-goods">
          <h2 id="equity-goods">可兑换商品</h2>
          <Goods>
            {data.goodsList.map((goods) => (
              <li key={goods.goodsSkuCode}>
                <GoodsCard goods={goods} region={region} image="eager" />
              </li>
            ))}
          </Goods>
        </Section>
      ) : null}
    </>
  );
}

/** /equity/equityDetail?id=…: an equity card's name, background, expiration time, rules and goods. */
export default function EquityDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <Page>
      {Number.isInteger(id) && id > 0 ? (
        <EquityDetail id={id} />
      ) : (
        <EmptyState text="权益卡不存在">
          <BackHomeLink />
        </EmptyState>
      )}
    </Page>
  );
}

const Page = styled(Container)`
  margin-top: 16px;
  margin-bottom: 40px;
  padding: 24px;
  box-sizing: border-box;
  background: #fff;
  min-height: 480px;
  ${onPhone} {
    margin-top: 12px;
    margin-bottom: 20px;
    padding: 16px 12px;
    min-height: 0;
  }
`;

const Top = styled.div`
  display: flex;
  gap: 32px;
  align-items: flex-start;
  /* On a phone the card goes above its name and dates. */
  ${onPhone} {
    flex-direction: column;
    gap: 16px;
    align-items: stretch;
  }
`;

const CardBox = styled.div`
  width: 360px;
  flex: none;
  ${onPhone} {
    width: auto;
  }
`;

const Placeholder = styled.div`
  height: ${EQUITY_TILE_HEIGHT}px;
  border-radius: 10px;
  background: #eee;
`;

const Expired = styled.span`
  position: absolute;
  right: 18px;
  top: 16px;
  padding: 2px 8px;
  border-radius: 10px;
  background: rgba(0, 0, 0, 0.4);
  font-size: 12px;
`;

const Name = styled.h1`
  margin: 4px 0 16px;
  font-size: 22px;
  ${onPhone} {
    margin: 0 0 12px;
    font-size: 18px;
  }
`;

const Meta = styled.dl`
  display: grid;
  grid-template-columns: 80px 1fr;
  gap: 10px 0;
  margin: 0;
  font-size: 14px;
  & > dt {
    color: ${({ theme }) => theme.muted};
  }
  & > dd {
    margin: 0;
  }
`;

const Section = styled.section`
  margin-top: 28px;
  & > h2 {
    margin: 0 0 12px;
    padding-left: 10px;
    border-left: 3px solid ${({ theme }) => theme.primary};
    font-size: 16px;
  }
  line-height: 1.8;
  font-size: 14px;
`;

const Goods = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${onPhone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 8px;
  }
`;
