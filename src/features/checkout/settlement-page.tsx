import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { ORDER_MESSAGES } from '../../../engine';
import type { SettlementKind } from '../../../engine';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { useShop } from '../../shop/shop-context';
import { usePriceFormat } from '../../shop/use-price-format';
import { PAGE, shopPath } from '../../shop/shop-paths';
import { AddressChooser } from './address-chooser';
import { PaymentChoicePanel } from './balance-payment';
import { FlashSaleBar } from './flash-sale-bar';
import { SettlementBudget } from './settlement-budget';
import { RechargeAccount, Remark, SettlementTotals } from './settlement-form';
import { SettlementLines } from './settlement-lines';
import { useSettlement } from './use-settlement';
import { useSettlementLines } from './use-settlement-lines';
import type { SettlementLine } from '../../../engine/contract';

/** A settlement variant's page: the lines of the cart or of buy-now, or an honest empty state. */
function SettlementScreen({ kind }: { kind: SettlementKind }) {
  const { mallPath } = useShop();
  const lines = useSettlementLines();
  if (lines.status === 'pending') return <Skeleton lines={6} />;
  if (lines.status === 'error') return <LoadError message={lines.message} onRetry={lines.retry} />;
  if (lines.lines.length === 0) {
    return (
      <EmptyState text={ORDER_MESSAGES.noSettlementLines}>
        <Link to={shopPath(mallPath, PAGE.cart)}>返回购物车</Link>
      </EmptyState>
    );
  }
  return <SettlementForm kind={kind} lines={lines.lines} />;
}

function SettlementForm({ kind, lines }: { kind: SettlementKind; lines: SettlementLine[] }) {
  const settlement = useSettlement(kind, lines);
  const { summary, preview, addresses } = settlement;
  const format = usePriceFormat();

  if (!summary) {
    return preview.isError ? (
      <LoadError message={preview.error.message} onRetry={() => void preview.refetch()} />
    ) : (
      <Skeleton lines={6} />
    );
  }
  const [flashSaleLine] = lines;
  return (
    <div aria-busy={preview.isFetching}>
      {kind === 'flashSale' && flashSaleLine ? <FlashSaleBar line={flashSaleLine} /> : null}
      {settlement.virtual ? (
        <RechargeAccount account={settlement.account} />
      ) : (
        <AddressChooser
          addresses={addresses.list}
          chosenId={addresses.chosenId}
          onChoose={addresses.choose}
        />
      )}
      <SettlementLines items={summary.items} format={format} reasonOf={settlement.reasonOf} />
      <Remark remark={settlement.remark} />
      <PaymentChoicePanel payment={settlement.payment} onChoose={settlement.payment.choose} />
      <SettlementBudget summary={summary} />
      <SettlementTotals summary={summary} format={format} settlement={settlement} />
    </div>
  );
}

function NormalSettlementPage() {
  return <SettlementScreen kind="normal" />;
}

function FlashSaleSettlementPage() {
  return <SettlementScreen kind="flashSale" />;
}

function VirtualSettlementPage() {
  return <SettlementScreen kind="virtual" />;
}

function JiCaiSettlementPage() {
  return <SettlementScreen kind="jiCai" />;
}

/** Each variant's settlement page, for the route table. */
export const SETTLEMENT_PAGES: Readonly<Record<SettlementKind, ComponentType>> = {
  normal: NormalSettlementPage,
  flashSale: FlashSaleSettlementPage,
  virtual: VirtualSettlementPage,
  jiCai: JiCaiSettlementPage,
};
