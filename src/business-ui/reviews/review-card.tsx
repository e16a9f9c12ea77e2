import styled from 'styled-components';
import { reviewDate } from '../../../engine';
import { Stars } from '../../components/stars';
import { imageSrc } from '../purchase-dialog/image-tiles';
import type { GoodsReview } from '../../../engine/contract';

const Card = styled.article`
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  font-size: 13px;
  &:last-child {
    border-bottom: 0;
  }
`;

const Head = styled.div`
  display: flex;
  gap: 16px;
  align-items: center;
  color: ${({ theme }) => theme.muted};
  time {
    margin-left: auto;
  }
`;

const Text = styled.p`
  margin: 10px 0 0;
  line-height: 1.7;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Images = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 10px 0 0;
  padding: 0;
  list-style: none;
  img {
    width: 72px;
    height: 72px;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: 4px;
  }
`;

const Sku = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.muted};
  font-size: 12px;
`;

/**
 * One review as shoppers read it: the masked name (the gateway masks it), the stars, the day, the text as
 * typed (never markup) and the images the link policy lets through.
 */
export function ReviewCard({ review, heading }: { review: GoodsReview; heading?: string }) {
  const images = review.images.flatMap((url) => {
    const src = imageSrc(url);
    return src ? [src] : [];
  });
  return (
    <Card aria-label={heading ?? `${review.memberName}的评价`}>
      <Head>
        <span>{review.memberName}</span>
        <Stars value={review.stars} />
        <time dateTime={reviewDate(review.createTime)}>{reviewDate(review.createTime)}</time>
      </Head>
      <Text>{review.text}</Text>
      {images.length > 0 && (
        <Images aria-label="评价图片">
          {images.map((src, index) => (
            <li key={`${index}-${src}`}>
              <img src={src} alt={`评价图片${index + 1}`} loading="lazy" />
            </li>
          ))}
        </Images>
      )}
      <Sku>{review.goodsSkuName}</Sku>
    </Card>
  );
}
