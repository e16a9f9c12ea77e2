import { useId } from 'react';
import styled from 'styled-components';
import { BUDGET_TEXT, formatBudgetRemaining, formatMoney } from '../../../engine';
import { useCapability } from '../../shop/shop-context';
import { Facts, Panel, PanelTitle } from './checkout-styles';
import type { SettlementSummary } from '../../../engine/contract';

/**
 * 预算 at checkout where the shop keeps budgets (docs/budgets.md): the budget the order spends, what remains
 * now and after this order, and the overrun policy's refusal or notice, as the gateway's preview decided.
 */
export function SettlementBudget({ summary }: { summary: SettlementSummary }) {
  const id = useId();
  const enabled = useCapability('budgets.enabled');
  if (!enabled || summary.budget === undefined) return null;
  const { budget } = summary;
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <PanelTitle id={`${id}-title`}>预算</PanelTitle>
      {budget === null ? (
        <Note>{BUDGET_TEXT.noBudgetAtCheckout}</Note>
      ) : (
        <>
          <Facts>
            <dt>使用预算</dt>
            <dd>{budget.name}</dd>
            <dt>当前剩余</dt>
            <dd>{formatMoney(budget.remaining)}</dd>
            <dt>本单后剩余</dt>
            <dd data-testid="budget-after">{formatBudgetRemaining(budget.remainingAfter)}</dd>
          </Facts>
          {budget.message ? (
            <Message role={budget.outcome === 'refused' ? 'alert' : 'status'} data-outcome={budget.outcome}>
              {budget.message}
            </Message>
          ) : null}
        </>
      )}
    </Panel>
  );
}

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.muted};
  font-size: 14px;
`;

/** A notice on a light amber; a refusal in the spec's red on white, as the other refusals (on a tint it would fall below AA contrast). */
const Message = styled.p`
  margin: 12px 0 0;
  padding: 8px 12px;
  border-radius: 4px;
  font-size: 14px;
  color: ${({ theme }) => theme.text};
  background: #fff7e6;
  border-left: 3px solid #fa8c16;
  &[data-outcome='refused'] {
    color: ${({ theme }) => theme.danger};
    background: #fff;
    border-left-color: ${({ theme }) => theme.danger};
  }
`;
