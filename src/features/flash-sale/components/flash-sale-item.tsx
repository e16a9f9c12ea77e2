import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { belowContentWidth, onPhone } from '../../../components/breakpoints';
import { FLASH_SALE_COUNTDOWN_LABEL, PANIC_STATE, displayPrice, goodsDetailTarget } from '../../../../engine';
import type { FlashSaleState } from '../../../../engine';
import { useCapability, useShop } from '../../../shop/shop-context';
import { usePriceFormat } from '../../../shop/use-price-format';
import type { Goods } from '../../../../engine/contract';

const two = (value: number) => String(value).padStart(2, '0');

/** 距结束 2天 23:59:59, 距开始 01:59:59, or 秒杀已结束 with no clock. */
function Countdown({ state }: { state: FlashSaleState }) {
  const { days, hours, minutes, seconds } = state.parts;
  const ended = state.panicState === PANIC_STATE.ended;
  return (
    <Timer role="timer" aria-live="off" data-panic-state={state.panicState}>
      {FLASH_SALE_COUNTDOWN_LABEL[state.panicState]}
      {ended ? null : (
        <b>
          {days > 0 ? `${days}天 ` : ''}
          {two(hours)}:{two(minutes)}:{two(seconds)}
        </b>
      )}
    </Timer>
  );
}

/** One flash sale: picture, name, flash price and countdown; it opens the goods through goods routing. */
export function FlashSaleItem({ goods, state }: { goods: Goods; state: FlashSaleState }) {
  const showPrice = useCapability('goodsCard.showPrice');
  const { mallPath } = useShop();
  const target = goodsDetailTarget(goods, mallPath);
  const format = usePriceFormat();
  const content = (
    <>
      <img src={goods.imgUrl} alt="" width={160} height={160} loading="lazy" />
      <span className="name">{goods.goodsName}</span>
      {showPrice ? <span className="price">{displayPrice(goods, format).text}</span> : null}
    </>
  );
  return (
    <Item $ended={state.panicState === PANIC_STATE.ended}>
      {target.ok ? <Link to={target.path}>{content}</Link> : <div>{content}</div>}
      <Countdown state={state} />
    </Item>
  );
}

const Item = styled.li<{ $ended: boolean }>`
  display: flex;
  flex-direction: column;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.border};
  & > a,
  & > div {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 8px;
    padding: 16px 16px 10px;
    color: ${({ theme }) => theme.text};
    text-decoration: none;
  }
  & > a:hover .name {
    color: ${({ theme }) => theme.primary};
  }
  img {
    width: 160px;
    height: 160px;
    object-fit: cover;
  }
  /* In a narrower column the picture takes its width, up to its own size, and stays square. */
  ${belowContentWidth} {
    img {
      width: 100%;
      max-width: 160px;
      height: auto;
      aspect-ratio: 1;
    }
  }
  ${onPhone} {
    & > a,
    & > div {
      padding: 8px 8px 6px;
    }
    .price {
      font-size: 16px;
    }
  }
  .name {
    align-self: stretch;
    font-size: 14px;
    line-height: 20px;
    height: 40px;
    overflow: hidden;
  }
  .price {
    align-self: stretch;
    color: ${({ theme }) => theme.primary};
    font-size: 18px;
    font-weight: 600;
  }
  /* An ended sale is greyed: its picture faded, its text grey but still readable (no opacity on text). */
  ${({ $ended, theme }) =>
    $ended &&
    css`
      img {
        opacity: 0.6;
      }
      & > a,
      & > div,
      .price,
      p {
        color: ${theme.muted};
      }
    `}
`;

const Timer = styled.p`
  display: flex;
  gap: 6px;
  margin: 0;
  padding: 8px 16px;
  background: ${({ theme }) => theme.primaryFaint};
  color: ${({ theme }) => theme.primary};
  font-size: 13px;
  b {
    font-variant-numeric: tabular-nums;
  }
  ${onPhone} {
    flex-wrap: wrap;
    gap: 0 6px;
    padding: 6px 8px;
    font-size: 12px;
    b {
      white-space: nowrap;
    }
  }
`;
