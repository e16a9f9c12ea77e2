import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';

export const CHECKOUT_STEPS = ['我的购物车', '填写核对订单信息', '成功提交订单'] as const;

export type CheckoutStep = 1 | 2 | 3;

const List = styled.ol`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    width: 170px;
    text-align: center;
    font-size: 13px;
    color: ${({ theme }) => theme.muted};
    counter-increment: step;
    position: relative;
    &::before {
      content: counter(step);
      display: block;
      width: 26px;
      height: 26px;
      margin: 0 auto 6px;
      border-radius: 50%;
      background: #ddd;
      color: #fff;
      line-height: 26px;
      position: relative;
      z-index: 1;
    }
    &::after {
      content: '';
      position: absolute;
      top: 13px;
      left: -50%;
      width: 100%;
      height: 2px;
      background: #ddd;
    }
    &:first-child::after {
      display: none;
    }
    ${onPhone} {
      flex: 1;
      width: auto;
      font-size: 12px;
    }
    &[data-reached='true'] {
      color: ${({ theme }) => theme.primary};
      &::before,
      &::after {
        background: ${({ theme }) => theme.primary};
      }
    }
  }
  /* A phone: the three steps share the width. */
  ${onPhone} {
    width: 100%;
    li {
      flex: 1 1 0;
      width: auto;
      min-width: 0;
      font-size: 12px;
    }
  }
`;

/** The checkout layout's three steps, those reached in the shop colour. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  return (
    <List aria-label="结算步骤">
      {CHECKOUT_STEPS.map((label, index) => (
        <li
          key={label}
          data-reached={index < current}
          aria-current={index + 1 === current ? 'step' : undefined}
        >
          {label}
        </li>
      ))}
    </List>
  );
}
