import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { REVIEW_TEXT } from '../../../../engine';
import { ReviewCard } from '../../../business-ui/reviews/review-card';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Pager } from '../../../components/pager';
import { Skeleton } from '../../../components/skeleton';
import { retryOf } from '../../../lib/api/api-result';
import { goodsReviewsQuery } from '../../../lib/api/endpoints/reviews';
import { useApiClient } from '../../../shop/api-client';
import { DetailPanel } from './detail-layout';

const Title = styled.h2`
  display: inline-block;
  margin: 0 0 8px;
  padding-bottom: 10px;
  border-bottom: 2px solid ${({ theme }) => theme.primary};
  font-size: 16px;
`;

const Summary = styled.p`
  display: flex;
  gap: 20px;
  align-items: baseline;
  margin: 8px 0;
  color: ${({ theme }) => theme.muted};
  font-size: 13px;
  strong {
    color: ${({ theme }) => theme.primary};
    font-size: 28px;
  }
`;

const List = styled.div<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.5 : 1)};
`;

/**
 * 商品评价 under the goods detail: the average of every review and their count, then the reviews newest
 * first, a page at a time (the gateway's page size); an empty list invites the first review.
 */
export function GoodsReviews({ goodsCode }: { goodsCode: string }) {
  const api = useApiClient();
  const [page, setPage] = useState(1);
  const reviews = useQuery({
    ...goodsReviewsQuery(api, goodsCode, page),
    placeholderData: keepPreviousData,
  });
  const answer = reviews.data;
  return (
    <DetailPanel aria-labelledby="goods-reviews-title">
      <Title id="goods-reviews-title">商品评价</Title>
      {reviews.isPending ? (
        <Skeleton lines={3} label="商品评价加载中" />
      ) : reviews.isError ? (
        <LoadError message={reviews.error.message} onRetry={retryOf(reviews)} />
      ) : answer === undefined || answer.total === 0 ? (
        <EmptyState text={REVIEW_TEXT.empty} />
      ) : (
        <>
          <Summary>
            <span>
              综合评分 <strong>{answer.average}</strong> 分
            </span>
            <span>共 {answer.total} 条评价</span>
          </Summary>
          <List $stale={reviews.isPlaceholderData} aria-busy={reviews.isPlaceholderData}>
            {answer.records.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </List>
          <Pager page={page} pages={Math.ceil(answer.total / answer.pageSize)} onPage={setPage} />
        </>
      )}
    </DetailPanel>
  );
}
