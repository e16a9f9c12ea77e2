import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  budgetAllowsSubmit,
  cleanFreeText,
  defaultFirst,
  ORDER_MESSAGES,
  paySuccessPath,
  pointsShortfall,
  pointsShortMessage,
  rechargeAccountProblem,
  settlementKeySpent,
} from '../../../engine';
import type { PaymentChoice, SettlementKind } from '../../../engine';
import { toast } from '../../components/toast';
import { addressesQuery } from '../../lib/api/endpoints/addresses';
import { useSubmitOrder } from '../../shop/writes/order-writes';
import { pointsBalanceQuery, settlementPreviewQuery } from '../../lib/api/endpoints/orders';
import { useShop } from '../../shop/shop-context';
import { usePriceFormat } from '../../shop/use-price-format';
import { shopPath } from '../../shop/shop-paths';
import { useFormDraft } from '../../shop/use-form-draft';
import { randomId } from '../../lib/random-id';
import { useApiClient } from '../../shop/api-client';
import { useBalancePayment } from './balance-payment';
import type { RefusedLine, SettlementLine, SettlementRequest } from '../../../engine/contract';

/**
 * What the member typed and chose, and the key the settlement is submitted under: stored at the first submit
 * and kept with the draft, so a reload after a lost answer sends the same key again.
 */
interface SettlementDraft {
  remark: string;
  account: string;
  addressId?: number;
  settlementKey?: string;
  payment?: PaymentChoice;
}

const EMPTY_DRAFT: SettlementDraft = { remark: '', account: '' };

const isRefusedLine = (value: unknown): value is RefusedLine =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RefusedLine).goodsSkuCode === 'string' &&
  typeof (value as RefusedLine).reason === 'string';

/** The lines a refused submit names in its `data`, by SKU. */
function refusals(data: unknown): Record<string, string> {
  const lines = Array.isArray(data) ? data.filter(isRefusedLine) : [];
  return Object.fromEntries(lines.map((line) => [line.goodsSkuCode, line.reason]));
}

/**
 * One settlement: the gateway's preview of the lines at the chosen address, what the member types (remark,
 * recharge account), the points check and the submit. The submit is sent once (useSubmitOrder is locked in
 * flight) under the draft's settlement key, so a retry after a lost answer, even after a reload, gets the
 * same order, and the same key with something else changed is refused by the gateway.
 */
export function useSettlement(kind: SettlementKind, lines: readonly SettlementLine[]) {
  const api = useApiClient();
  const navigate = useNavigate();
  const { mallPath } = useShop();
  const { unitName } = usePriceFormat();
  // Asked for every variant: whether goods are delivered is the gateway's answer (virtual), not the address's.
  const addresses = useQuery(addressesQuery(api));
  const addressList = defaultFirst(addresses.data ?? []);
  // What the member typed and chose survives a failed submit and a reload; a placed order clears it.
  const [draft, setDraft, clearDraft] = useFormDraft(`settlement-${kind}`, EMPTY_DRAFT);
  const { remark, account } = draft;
  const chosen = addressList.find((address) => address.id === draft.addressId);
  const addressId = (chosen ?? addressList[0])?.id;

  const [refused, setRefused] = useState<Record<string, string>>({});
  const reasonOf = (line: { goodsSkuCode: string; unavailableReason: string | null }) =>
    refused[line.goodsSkuCode] ?? line.unavailableReason;
  const request: SettlementRequest = {
    kind,
    items: [...lines],
    ...(addressId === undefined ? {} : { addressId }),
  };
  const preview = useQuery({
    ...settlementPreviewQuery(api, request),
    // Priced once the default address is known: one preview, at the right place.
    enabled: lines.length > 0 && !addresses.isPending,
    placeholderData: keepPreviousData,
  });
  const summary = preview.data;
  const virtual = summary?.virtual ?? kind === 'virtual';
  const buyable = (summary?.items ?? []).filter((line) => reasonOf(line) === null);

  const balance = useQuery({ ...pointsBalanceQuery(api), enabled: (summary?.totalPoints ?? 0) > 0 });
  const pointsShort =
    summary && balance.data && pointsShortfall(summary.totalPoints, balance.data.balance) > 0
      ? pointsShortMessage(summary.totalPoints, balance.data.balance, unitName)
      : undefined;

  const payment = useBalancePayment(summary?.totalMoney, draft.payment);

  const [accountProblem, setAccountProblem] = useState<string>();
  // The draft's key, or the one its first submit will store (the same for a double click).
  const [firstKey] = useState(randomId);
  const settlementKey = draft.settlementKey ?? firstKey;
  const { submitOrder, submitting } = useSubmitOrder();

  const checkAccount = () => {
    const problem = rechargeAccountProblem(account);
    setAccountProblem(problem);
    return problem;
  };

  const submit = async () => {
    if (virtual && checkAccount()) return;
    if (!virtual && addressId === undefined) {
      toast.error(ORDER_MESSAGES.chooseAddress);
      return;
    }
    const note = cleanFreeText(remark);
    // Stored before the submit leaves, so a reload after a lost answer still has it.
    if (draft.settlementKey !== settlementKey) setDraft({ ...draft, settlementKey });
    const result = await submitOrder({
      ...request,
      items: buyable.map(({ goodsCode, goodsSkuCode, quantity }) => ({ goodsCode, goodsSkuCode, quantity })),
      settlementKey,
      ...(note ? { remark: note } : {}),
      ...(virtual ? { rechargeAccount: account.trim() } : {}),
      ...(payment.choice === 'balance' ? { payment: payment.choice } : {}),
    });
    if (!result) return;
    if (result.success) {
      clearDraft();
      navigate(shopPath(mallPath, paySuccessPath(result.data.kind, result.data.orderNo)));
      return;
    }
    // A refusal made no order: the next submit is a new purchase under a new key. A failure the client has
    // dealt with (an ended login, which forgot the draft) leaves the draft alone.
    if (!result.handled && settlementKeySpent(result.code)) setDraft({ ...draft, settlementKey: randomId() });
    // The toast has said why; the refused lines are marked and the rest re-priced (a sale may have ended).
    setRefused((current) => ({ ...current, ...refusals(result.data) }));
    void preview.refetch();
  };

  return {
    addresses: {
      list: addressList,
      chosenId: addressId,
      choose: (id: number) => setDraft({ ...draft, addressId: id }),
    },
    preview,
    summary,
    virtual,
    reasonOf,
    buyable,
    points: { balance: balance.data?.balance, short: pointsShort },
    payment: { ...payment, choose: (choice: PaymentChoice) => setDraft({ ...draft, payment: choice }) },
    remark: { value: remark, change: (value: string) => setDraft({ ...draft, remark: value }) },
    account: {
      value: account,
      change: (value: string) => setDraft({ ...draft, account: value }),
      problem: accountProblem,
      check: checkAccount,
    },
    submit,
    submitting,
    canSubmit:
      buyable.length > 0 &&
      pointsShort === undefined &&
      payment.short === undefined &&
      budgetAllowsSubmit(summary?.budget?.outcome ?? 'fits') &&
      !submitting,
  };
}

export type Settlement = ReturnType<typeof useSettlement>;
