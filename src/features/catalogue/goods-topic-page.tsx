import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { belowContentWidth, onPhone } from '../../components/breakpoints';
import { CONTENT_WIDTH, Container } from '../../components/container';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { goodsTopicQuery } from '../../lib/api/endpoints/goods';
import { useDocumentTitle } from '../../shop/use-shop-brand';
import { GoodsGrid, GoodsGridSkeleton } from './components/goods-grid';
import { useApiClient } from '../../shop/api-client';

/** Topic banners are 1200 × 300. */
const TOPIC_BANNER_HEIGHT = 300;

/** /goodsTopicPage/goodsTopicPage?topicId=…: a topic's banner and its goods. */
export default function GoodsTopicPage() {
  const api = useApiClient();
  const [params] = useSearchParams();
  const topicId = params.get('topicId') ?? params.get('id') ?? undefined;
  const { data, isPending, isError, error, refetch } = useQuery(goodsTopicQuery(api, topicId));
  useDocumentTitle(data?.title ?? '专题');

  if (isError) {
    return (
      <Page>
        <LoadError message={error.message} onRetry={() => void refetch()} height={TOPIC_BANNER_HEIGHT} />
      </Page>
    );
  }
  return (
    <Page>
      <Banner>
        {data ? (
          <img src={data.bannerImg} alt={data.title} width={CONTENT_WIDTH} height={TOPIC_BANNER_HEIGHT} />
        ) : null}
      </Banner>
      <Title>{data?.title ?? ' '}</Title>
      {isPending ? (
        <GoodsGridSkeleton />
      ) : data.goodsList.length === 0 ? (
        <EmptyState text="该专题暂无商品" />
      ) : (
        <GoodsGrid goods={data.goodsList} label={data.title} firstRow="high" />
      )}
    </Page>
  );
}

const Page = styled(Container)`
  padding: 16px 0 40px;
  ${onPhone} {
    padding: 12px 0 24px;
  }
`;

/** 300 px high in the content column; the banner's proportion where the column is narrower. */
const Banner = styled.div`
  height: ${TOPIC_BANNER_HEIGHT}px;
  ${belowContentWidth} {
    height: auto;
    aspect-ratio: ${CONTENT_WIDTH} / ${TOPIC_BANNER_HEIGHT};
  }
  background: #eee;
  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Title = styled.h1`
  margin: 24px 0 14px;
  font-size: 22px;
  min-height: 1.2em;
  ${onPhone} {
    margin: 16px 0 10px;
    font-size: 18px;
  }
`;
