import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { orderViewPath, REVIEW_MESSAGES, REVIEW_TEXT } from '../../../engine';
import { ReviewCard } from '../../business-ui/reviews/review-card';
import { imageSrc } from '../../business-ui/purchase-dialog/image-tiles';
import { Container } from '../../components/container';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { retryOf } from '../../lib/api/api-result';
import { lineReviewQuery } from '../../lib/api/endpoints/reviews';
import { useApiClient } from '../../shop/api-client';
import { useShop } from '../../shop/shop-context';
import { shopPath, USER_CENTRE } from '../../shop/shop-paths';
import { ReviewForm } from './review-form';
import type { LineReview } from '../../../engine/contract';

const Panel = styled.section`
  margin: 12px 0 40px;
  padding: 24px 32px;
  background: #fff;
  h1 {
    margin: 0 0 20px;
    font-size: 18px;
  }
  ${onPhone} {
    margin-bottom: 20px;
    padding: 16px 12px;
    h1 {
      margin-bottom: 14px;
      font-size: 16px;
    }
  }
`;

const Goods = styled.div`
  display: flex;
  gap: 14px;
  align-items: center;
  margin-bottom: 24px;
  padding: 14px 16px;
  background: ${({ theme }) => theme.background};
  font-size: 14px;
  img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.border};
  }
  p {
    margin: 6px 0 0;
    color: ${({ theme }) => theme.muted};
    font-size: 12px;
  }
  ${onPhone} {
    margin-bottom: 16px;
    padding: 12px;
  }
`;

const Done = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.muted};
  strong {
    margin-right: 12px;
    color: ${({ theme }) => theme.primary};
  }
`;

/**
 * /editProductReview?orderNo=&goodsSkuCode=: the review of one line of the member's order. An unreviewed
 * line of an 已完成 order shows the form; a reviewed one 已评价 and the review, read-only; any other line
 * says why it cannot be reviewed yet.
 */
export default function EditReviewPage() {
  const api = useApiClient();
  const { mallPath } = useShop();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const goodsSkuCode = params.get('goodsSkuCode') ?? '';
  const named = orderNo !== '' && goodsSkuCode !== '';
  const line = useQuery({ ...lineReviewQuery(api, { orderNo, goodsSkuCode }), enabled: named });
  const backToOrders = <Link to={shopPath(mallPath, USER_CENTRE.orders)}>返回我的订单</Link>;

  const content = () => {
    if (!named) return <EmptyState text={REVIEW_MESSAGES.goodsMissing}>{backToOrders}</EmptyState>;
    if (line.isPending) return <Skeleton lines={6} label="评价加载中" />;
    if (line.isError)
      return (
        <LoadError message={line.error.message} onRetry={retryOf(line)}>
          {backToOrders}
        </LoadError>
      );
    return <LineReviewView line={line.data} />;
  };

  return (
    <Container>
      <Panel aria-labelledby="review-title">
        <h1 id="review-title">商品评价</h1>
        {content()}
      </Panel>
    </Container>
  );
}

function LineReviewView({ line }: { line: LineReview }) {
  const { mallPath } = useShop();
  const image = imageSrc(line.goods.goodsSkuImgUrl);
  const order = <Link to={shopPath(mallPath, orderViewPath(line))}>查看订单</Link>;
  return (
    <>
      <Goods>
        {image && <img src={image} alt="" />}
        <div>
          <span>{line.goods.goodsSkuName}</span>
          <p>
            订单号：{line.orderNo} · 数量：{line.goods.quantity}
          </p>
        </div>
      </Goods>
      {line.review ? (
        <>
          <Done role="status">
            <strong>{REVIEW_TEXT.done}</strong>
            {line.review.anonymous && REVIEW_TEXT.anonymous}
          </Done>
          <ReviewCard review={line.review} heading="我的评价" />
          {order}
        </>
      ) : line.refusal ? (
        <EmptyState text={line.refusal}>{order}</EmptyState>
      ) : (
        <ReviewForm orderNo={line.orderNo} goodsSkuCode={line.goods.goodsSkuCode} />
      )}
    </>
  );
}
