import { useId } from 'react';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { AFTER_SALE_TEXT_MAX, AFTER_SALE_TYPE_LABEL, imageRoomLeft, isZero } from '../../../engine';
import { ImagePicker } from '../../business-ui/purchase-dialog/image-tiles';
import { Button } from '../../components/button';
import { describedBy, FieldChoices, FieldRow } from '../../components/field-row';
import { GoodsCell } from './goods-cell';
import { RefundList } from './refund-list';
import { Select } from './select';
import type { Application } from './use-application';

const LineRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 12px;
  align-items: center;
  padding: 8px 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.border};
  }
  ${onPhone} {
    grid-template-columns: minmax(0, 1fr);
    gap: 6px;
  }
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  button {
    width: 28px;
    height: 28px;
  }
  small {
    color: ${({ theme }) => theme.muted};
  }
`;

const ErrorText = styled.small`
  display: block;
  margin-top: 4px;
  color: ${({ theme }) => theme.danger};
`;

const Counter = styled.small`
  display: block;
  text-align: right;
  color: ${({ theme }) => theme.muted};
`;

/** The application's fields, each with its message; the refund the engine quotes; 提交申请. */
export function ApplicationFields({ form }: { form: Application }) {
  const ids = { reason: useId(), description: useId(), phone: useId(), images: useId() };
  const { errors } = form;
  const paidIn = {
    points: form.lines.some((line) => !isZero(line.paid.points)),
    money: form.lines.some((line) => !isZero(line.paid.money)),
  };
  return (
    <>
      <FieldRow label="售后类型">
        <FieldChoices role="radiogroup" aria-label="售后类型">
          {form.policy.types.map((type) => (
            <label key={type}>
              <input
                type="radio"
                name="after-sale-type"
                checked={form.type === type}
                disabled={!form.offered.includes(type)}
                onChange={() => form.setType(type)}
              />
              {AFTER_SALE_TYPE_LABEL[type]}
            </label>
          ))}
        </FieldChoices>
        {errors.type && <ErrorText>{errors.type}</ErrorText>}
      </FieldRow>
      <FieldRow id={ids.reason} label="售后原因" required error={errors.reason}>
        <Select
          id={ids.reason}
          value={form.reason}
          onChange={(event) => form.setReason(event.target.value)}
          {...describedBy(ids.reason, undefined, errors.reason)}
        >
          <option value="">请选择</option>
          {form.type !== '' &&
            form.policy.reasons[form.type].map((reason) => (
              <option key={reason} value={reason}>
                {reason}
              </option>
            ))}
        </Select>
      </FieldRow>
      <FieldRow label="申请数量">
        {form.lines.map((line) => {
          const quantity = form.quantities.get(line.goodsSkuCode) ?? 1;
          return (
            <LineRow key={line.goodsSkuCode}>
              <GoodsCell name={line.goodsSkuName} image={line.goodsSkuImgUrl} />
              <Stepper role="group" aria-label={`${line.goodsSkuName} 申请数量`}>
                <Button
                  $size="small"
                  aria-label="减少"
                  disabled={quantity <= 1}
                  onClick={() => form.setQuantity(line.goodsSkuCode, quantity - 1)}
                >
                  −
                </Button>
                <output aria-label="申请数量">{quantity}</output>
                <Button
                  $size="small"
                  aria-label="增加"
                  disabled={quantity >= line.claimable}
                  onClick={() => form.setQuantity(line.goodsSkuCode, quantity + 1)}
                >
                  +
                </Button>
                <small>最多 {line.claimable}</small>
              </Stepper>
            </LineRow>
          );
        })}
        {errors.lines && <ErrorText>{errors.lines}</ErrorText>}
      </FieldRow>
      <FieldRow id={ids.description} label="问题描述" error={errors.description}>
        <textarea
          id={ids.description}
          rows={4}
          maxLength={AFTER_SALE_TEXT_MAX}
          value={form.description}
          placeholder="请描述您遇到的问题"
          onChange={(event) => form.setDescription(event.target.value)}
          {...describedBy(ids.description, undefined, errors.description)}
        />
        <Counter>
          {form.description.length}/{AFTER_SALE_TEXT_MAX}
        </Counter>
      </FieldRow>
      <FieldRow
        id={ids.images}
        label="上传凭证"
        hint={`最多${form.policy.maxImages}张`}
        error={errors.images}
      >
        <ImagePicker
          id={ids.images}
          tiles={form.images.tiles}
          canAdd={imageRoomLeft(form.images.tiles.length, { maxCount: form.policy.maxImages }) > 0}
          accept="image/*"
          onAdd={(files) => void form.images.add(files)}
          onRemove={form.images.remove}
          describedBy={`${ids.images}-hint`}
        />
      </FieldRow>
      <FieldRow id={ids.phone} label="联系电话" required error={errors.phone}>
        <input
          id={ids.phone}
          inputMode="tel"
          value={form.phone}
          onChange={(event) => form.setPhone(event.target.value)}
          {...describedBy(ids.phone, undefined, errors.phone)}
        />
      </FieldRow>
      <FieldRow label="预计退款">
        {form.quote && <RefundList refund={form.quote.refund} paidIn={paidIn} label="预计退款" />}
      </FieldRow>
      <div>
        <Button type="submit" $variant="primary" disabled={form.applying} aria-busy={form.applying}>
          提交申请
        </Button>
      </div>
    </>
  );
}
