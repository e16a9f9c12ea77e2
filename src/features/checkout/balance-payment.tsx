// 余额支付 in the money settlement (docs/balance.md): offered where the engine says so, with the available
// balance beside it; short, it shows the engine's refusal and the submit waits.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import { BALANCE_TEXT, balancePaymentOffered, balancePaymentProblem, formatMoney } from '../../../engine';
import type { PaymentChoice } from '../../../engine';
import { onPhone } from '../../components/breakpoints';
import { balanceSummaryQuery } from '../../lib/api/endpoints/balance';
import { useApiClient } from '../../shop/api-client';
import { useCapability } from '../../shop/shop-context';
import { Panel, PanelTitle } from './checkout-styles';

/**
 * The payment choice of a settlement of `total` in money: `chosen` is kept by the caller (with its draft).
 * Offered only where the shop offers it and the member's balance could be read (a member without the
 * balance is refused it by the gateway).
 */
export function useBalancePayment(total: number | undefined, chosen: PaymentChoice | undefined) {
  const api = useApiClient();
  const offeredHere = balancePaymentOffered({
    'balance.enabled': useCapability('balance.enabled'),
    'balance.payment': useCapability('balance.payment'),
    'price.mode': useCapability('price.mode'),
  });
  const balance = useQuery({ ...balanceSummaryQuery(api), enabled: offeredHere });
  const available = balance.data?.available;
  const offered = offeredHere && available !== undefined;
  const paying = offered && chosen === 'balance';
  return {
    offered,
    available,
    choice: paying ? ('balance' as const) : ('online' as const),
    /** The refusal while 余额支付 is chosen and the balance is short. */
    short: paying && total !== undefined ? balancePaymentProblem({ offered, total, available }) : undefined,
  };
}

export type BalancePayment = ReturnType<typeof useBalancePayment>;

/** 支付方式: 现金支付 or 余额支付 with the available balance. */
export function PaymentChoicePanel({
  payment,
  onChoose,
}: {
  payment: BalancePayment;
  onChoose: (choice: PaymentChoice) => void;
}) {
  const id = useId();
  if (!payment.offered) return null;
  const options: [PaymentChoice, string][] = [
    ['online', BALANCE_TEXT.payOtherwise],
    [
      'balance',
      `${BALANCE_TEXT.payWithBalance}（${BALANCE_TEXT.available}${formatMoney(payment.available)}）`,
    ],
  ];
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <PanelTitle id={`${id}-title`}>{BALANCE_TEXT.paymentTitle}</PanelTitle>
      <Choices role="radiogroup" aria-labelledby={`${id}-title`}>
        {options.map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-payment`}
              value={value}
              checked={payment.choice === value}
              onChange={() => onChoose(value)}
            />
            {label}
          </label>
        ))}
      </Choices>
      {payment.short ? <Short role="alert">{payment.short}</Short> : null}
    </Panel>
  );
}

const Choices = styled.div`
  display: flex;
  gap: 32px;
  font-size: 14px;
  label {
    display: flex;
    gap: 6px;
    align-items: center;
    cursor: pointer;
  }
  ${onPhone} {
    flex-direction: column;
    gap: 4px;
    label {
      min-height: 32px;
    }
  }
`;

const Short = styled.p`
  margin: 12px 0 0;
  color: ${({ theme }) => theme.danger};
  font-size: 13px;
`;
