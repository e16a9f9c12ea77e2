import { useId } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { formatMoney, formatPoints, formatPriceParts, ORDER_TEXT_MAX, toMoney } from '../../../engine';
import type { PriceFormat } from '../../../engine';
import { onPhone, PRIMARY_ACTION_HEIGHT } from '../../components/breakpoints';
import { Button } from '../../components/button';
import { Panel, PanelTitle } from './checkout-styles';
import { OrderAmount } from './order-amount';
import type { Settlement } from './use-settlement';
import type { SettlementSummary } from '../../../engine/contract';

/** The account or phone a recharge credits, checked with the engine's rule on blur and at submit. */
export function RechargeAccount({ account }: { account: Settlement['account'] }) {
  const id = useId();
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <PanelTitle id={`${id}-title`}>充值信息</PanelTitle>
      <Field>
        <label htmlFor={id}>充值账号</label>
        <input
          id={id}
          value={account.value}
          placeholder="请输入需要充值的手机号"
          inputMode="numeric"
          aria-invalid={account.problem !== undefined}
          aria-describedby={account.problem ? `${id}-problem` : undefined}
          onChange={(event) => account.change(event.target.value)}
          onBlur={() => account.check()}
        />
        {account.problem ? (
          <Problem id={`${id}-problem`} role="alert">
            {account.problem}
          </Problem>
        ) : null}
      </Field>
    </Panel>
  );
}

/** The remark (备注), at most ORDER_TEXT_MAX characters. */
export function Remark({ remark }: { remark: Settlement['remark'] }) {
  const id = useId();
  return (
    <Panel>
      <Field>
        <label htmlFor={id}>备注</label>
        <textarea
          id={id}
          rows={2}
          maxLength={ORDER_TEXT_MAX}
          value={remark.value}
          placeholder="选填，请填写您的其他要求"
          onChange={(event) => remark.change(event.target.value)}
        />
        <Count>
          {remark.value.length}/{ORDER_TEXT_MAX}
        </Count>
      </Field>
    </Panel>
  );
}

/**
 * Freight, the totals in the shop's price mode, the points balance where the order costs points, and 提交订单.
 * On a phone the amount and 提交订单 are a bar fixed to the bottom (the checkout layout has no tab bar).
 */
export function SettlementTotals({
  summary,
  format,
  settlement,
}: {
  summary: SettlementSummary;
  format: PriceFormat;
  settlement: Settlement;
}) {
  const { points } = settlement;
  return (
    <Panel aria-label="订单金额">
      <Sums>
        <dt>商品件数</dt>
        <dd>{summary.totalQuantity}件</dd>
        <dt>商品金额</dt>
        <dd>
          {formatPriceParts(
            { money: toMoney(summary.goodsMoney), points: toMoney(summary.goodsPoints) },
            format,
          )}
        </dd>
        <dt>运费</dt>
        <dd>{formatMoney(summary.freight)}</dd>
        {points.balance === undefined ? null : (
          <>
            <dt>可用{format.unitName}</dt>
            <dd data-testid="points-balance">{formatPoints(points.balance, format.unitName)}</dd>
          </>
        )}
      </Sums>
      <Bar>
        <RoomForSubmitBar $problem={points.short !== undefined} />
        {points.short ? <Problem role="alert">{points.short}</Problem> : null}
        <span>
          应付总额：
          <OrderAmount money={summary.totalMoney} points={summary.totalPoints} testId="settlement-total" />
        </span>
        <Button
          $variant="primary"
          $size="large"
          disabled={!settlement.canSubmit}
          aria-busy={settlement.submitting}
          onClick={() => void settlement.submit()}
        >
          提交订单
        </Button>
      </Bar>
    </Panel>
  );
}

const SUBMIT_BAR_PADDING = 8;
const SUBMIT_BAR_HEIGHT = PRIMARY_ACTION_HEIGHT + 2 * SUBMIT_BAR_PADDING;
/** The points problem's line above the amount, when the bar shows it. */
const PROBLEM_LINE = 28;

/**
 * Room under a phone's page for the fixed submit bar, so the footer scrolls clear of it, and the same room
 * kept when focus scrolls a control into view (WCAG 2.4.11).
 */
const RoomForSubmitBar = createGlobalStyle<{ $problem: boolean }>`
  ${onPhone} {
    html {
      scroll-padding-bottom: ${({ $problem }) => SUBMIT_BAR_HEIGHT + ($problem ? PROBLEM_LINE : 0) + 16}px;
    }
    body {
      padding-bottom: calc(
        ${({ $problem }) => SUBMIT_BAR_HEIGHT + ($problem ? PROBLEM_LINE : 0)}px + env(safe-area-inset-bottom)
      );
    }
  }
`;

const Field = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 16px;
  & > label {
    flex: none;
    width: 72px;
    line-height: 34px;
    color: ${({ theme }) => theme.muted};
  }
  & > input,
  & > textarea {
    flex: 1;
    max-width: 520px;
    padding: 7px 10px;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: 4px;
    font: inherit;
  }
  & > input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.danger};
  }
  /* A phone: the label above a field of the full width. */
  ${onPhone} {
    flex-direction: column;
    gap: 6px;
    & > label {
      width: auto;
      line-height: 20px;
    }
    & > input,
    & > textarea {
      align-self: stretch;
      max-width: none;
    }
  }
`;

const Count = styled.span`
  align-self: flex-end;
  color: ${({ theme }) => theme.muted};
  font-size: 12px;
`;

const Problem = styled.span`
  color: ${({ theme }) => theme.danger};
  font-size: 13px;
  line-height: 34px;
`;

const Sums = styled.dl`
  display: grid;
  grid-template-columns: 1fr max-content;
  gap: 8px 24px;
  margin: 0 0 16px auto;
  width: max-content;
  min-width: 260px;
  font-size: 14px;
  & > dt {
    color: ${({ theme }) => theme.muted};
    text-align: right;
  }
  & > dd {
    margin: 0;
    text-align: right;
  }
  ${onPhone} {
    width: auto;
    min-width: 0;
    margin: 0;
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 24px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.border};
  ${onPhone} {
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 2;
    flex-wrap: wrap;
    gap: 4px 12px;
    padding: ${SUBMIT_BAR_PADDING}px 12px calc(${SUBMIT_BAR_PADDING}px + env(safe-area-inset-bottom));
    background: #fff;
    box-shadow: 0 -4px 12px rgba(0, 0, 0, 0.06);
    & > span {
      flex: 1;
      min-width: 0;
      text-align: right;
      overflow-wrap: anywhere;
    }
    & > ${Problem} {
      flex-basis: 100%;
      line-height: ${PROBLEM_LINE - 8}px;
      text-align: right;
    }
  }
`;
