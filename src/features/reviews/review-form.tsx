import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import {
  IMAGE_UPLOAD_MESSAGES,
  imageAccept,
  imageRoomLeft,
  imageHint,
  REVIEW_LIMITS,
  REVIEW_TEXT,
  reviewTextCount,
  validateReview,
} from '../../../engine';
import type { FieldErrors, ReviewField } from '../../../engine';
import { ImagePicker } from '../../business-ui/purchase-dialog/image-tiles';
import { useImageUploads } from '../../business-ui/purchase-dialog/use-image-uploads';
import { Button } from '../../components/button';
import { FieldActions, FieldRow } from '../../components/field-row';
import { StarRatingInput } from '../../components/stars';
import { toast } from '../../components/toast';
import { useShop } from '../../shop/shop-context';
import { useSubmitReview } from '../../shop/writes/review-writes';

const Counter = styled.span`
  display: block;
  margin-top: 4px;
  text-align: right;
  color: ${({ theme }) => theme.muted};
  font-size: 12px;
`;

const Check = styled.label`
  display: inline-flex;
  gap: 6px;
  align-items: center;
  cursor: pointer;
`;

const StarsError = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.danger};
  font-size: 12px;
`;

/**
 * The review of one order line: stars, text with its counter, images through the shop's upload, and
 * 匿名评价. Every check is the engine's (validateReview); the first field in error takes the focus, nothing
 * typed is lost on a refusal, and 提交评价 is locked while it is in flight.
 */
export function ReviewForm({ orderNo, goodsSkuCode }: { orderNo: string; goodsSkuCode: string }) {
  const prefix = useId();
  const id = (field: ReviewField) => `${prefix}-${field}`;
  const { limits } = useShop();
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<ReviewField>>({});
  const images = useImageUploads(REVIEW_LIMITS.maxImages);
  const { submit, submitting } = useSubmitReview();
  const imageLimits = { ...limits.images, maxCount: REVIEW_LIMITS.maxImages };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (images.uploading) {
      toast.warning(IMAGE_UPLOAD_MESSAGES.pending);
      return;
    }
    const validation = validateReview({ stars, text, images: images.urls });
    setErrors(validation.errors);
    const [first] = Object.keys(validation.errors) as ReviewField[];
    if (first) {
      const target = first === 'stars' ? `#${CSS.escape(id('stars'))} input` : `#${CSS.escape(id(first))}`;
      document.querySelector<HTMLElement>(target)?.focus();
      return;
    }
    void submit({
      orderNo,
      goodsSkuCode,
      stars,
      text,
      images: images.urls,
      anonymous: anonymous ? 1 : 0,
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="发表评价">
      <FieldRow label="商品评分" required>
        <div id={id('stars')}>
          <StarRatingInput
            value={stars}
            onChange={(value) => {
              setStars(value);
              setErrors((current) => ({ ...current, stars: undefined }));
            }}
            label="商品评分"
            invalid={errors.stars !== undefined}
            describedBy={errors.stars ? `${id('stars')}-error` : undefined}
          />
          {errors.stars && <StarsError id={`${id('stars')}-error`}>{errors.stars}</StarsError>}
        </div>
      </FieldRow>
      <FieldRow id={id('text')} label="评价内容" required error={errors.text}>
        <textarea
          id={id('text')}
          rows={6}
          maxLength={REVIEW_LIMITS.textMax}
          placeholder={REVIEW_TEXT.textPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={[`${id('text')}-count`, errors.text && `${id('text')}-error`]
            .filter(Boolean)
            .join(' ')}
        />
        <Counter id={`${id('text')}-count`}>{reviewTextCount(text)}</Counter>
      </FieldRow>
      <FieldRow id={id('images')} label="晒图" hint={imageHint(imageLimits)} error={errors.images}>
        <ImagePicker
          id={id('images')}
          tiles={images.tiles}
          canAdd={imageRoomLeft(images.tiles.length, imageLimits) > 0}
          accept={imageAccept(imageLimits)}
          onAdd={(files) => void images.add(files)}
          onRemove={images.remove}
          describedBy={`${id('images')}-hint`}
        />
      </FieldRow>
      <FieldRow label="">
        <Check>
          <input
            type="checkbox"
            checked={anonymous}
            onChange={(event) => setAnonymous(event.target.checked)}
          />
          {REVIEW_TEXT.anonymous}
        </Check>
      </FieldRow>
      <FieldActions>
        <Button type="submit" $variant="primary" disabled={submitting} aria-busy={submitting || undefined}>
          提交评价
        </Button>
      </FieldActions>
    </form>
  );
}
