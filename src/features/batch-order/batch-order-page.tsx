import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  BATCH_ORDER_TEXT,
  batchSettlementKind,
  batchTemplateCsv,
  MAX_SETTLEMENT_LINES,
  SETTLEMENT_ITEMS_FIELD,
  SETTLEMENT_MESSAGES,
  settlementItemsText,
  TEMPLATE_FILE_NAME,
  type BatchVariant,
} from '../../../engine';
import { belowContentWidth } from '../../components/breakpoints';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { toast } from '../../components/toast';
import { useCapability, useShop } from '../../shop/shop-context';
import { settlementPath, shopPath } from '../../shop/shop-paths';
import { useAddBatchRowsToCart } from '../../shop/writes/batch-order-writes';
import { BatchInput } from './batch-input';
import { BatchTable } from './batch-table';
import { downloadText } from './download-text';
import { rowStatus, useBatchImport } from './use-batch-import';

const Lead = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.muted};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 10px;
  margin-top: 14px;
  ${belowContentWidth} {
    flex-wrap: wrap;
  }
`;

const Summary = styled.p`
  margin: 0 0 8px;
`;

/**
 * 批量下单 and 批量下单（秒杀） (docs/batch-orders.md): rows from a file or a paste, each checked with its
 * reasons, quantities edited in place; then 仅导入有效行 puts the valid rows in the cart (the ordinary
 * variant), or 直接结算 settles exactly them.
 */
export function BatchOrderScreen({ variant }: { variant: BatchVariant }) {
  const { mallPath } = useShop();
  const navigate = useNavigate();
  const shopSettlement = useCapability('checkout.settlement');
  const batch = useBatchImport(variant);
  const { addRows, adding } = useAddBatchRowsToCart();
  const refused = batch.rows.filter((each) => ['refused', 'unreadable'].includes(rowStatus(each).state));

  function downloadTemplate() {
    const rows = batch.valid.flatMap(({ row, checked }) =>
      row.quantity && checked?.templatePriceNow
        ? [{ goodsSkuCode: row.goodsSkuCode, quantity: row.quantity, unitPrice: checked.templatePriceNow }]
        : [],
    );
    downloadText(TEMPLATE_FILE_NAME, batchTemplateCsv(rows), 'text/csv;charset=utf-8');
  }

  async function addValidRows() {
    const result = await addRows(batch.valid.map(({ row }) => ({ ...row, quantity: row.quantity ?? 0 })));
    if (result?.success) batch.markAdded(result.data.added, result.data.refused);
  }

  function settle() {
    const items = batch.valid.flatMap(({ row, checked }) =>
      checked?.goodsCode && row.quantity
        ? [{ goodsCode: checked.goodsCode, goodsSkuCode: row.goodsSkuCode, quantity: row.quantity }]
        : [],
    );
    if (items.length > MAX_SETTLEMENT_LINES) return toast.error(SETTLEMENT_MESSAGES.tooManyLines);
    const kind = batchSettlementKind(variant, shopSettlement);
    void navigate(
      shopPath(
        mallPath,
        settlementPath(kind, 'settlement', { [SETTLEMENT_ITEMS_FIELD]: settlementItemsText(items) }),
      ),
    );
  }

  const noneValid = batch.valid.length === 0 || batch.checking;
  return (
    <>
      {variant === 'flashSale' ? <Lead>{BATCH_ORDER_TEXT.flashSaleHint}</Lead> : null}
      <BatchInput
        onCells={batch.importCells}
        onRefuse={batch.refuse}
        onTemplate={downloadTemplate}
        refusal={batch.refusal}
        busy={batch.checking}
      />
      {batch.rows.length === 0 ? (
        <EmptyState text={BATCH_ORDER_TEXT.empty} />
      ) : (
        <>
          <Summary role="status">
            {BATCH_ORDER_TEXT.summary(batch.rows.length, batch.valid.length, refused.length)}
          </Summary>
          <BatchTable rows={batch.rows} onQuantity={(line, text) => void batch.editQuantity(line, text)} />
          <Actions>
            <Button onClick={batch.clear}>清空</Button>
            {variant === 'normal' ? (
              <Button disabled={noneValid || adding} aria-busy={adding} onClick={() => void addValidRows()}>
                仅导入有效行
              </Button>
            ) : null}
            <Button $variant="primary" disabled={noneValid} onClick={settle}>
              直接结算
            </Button>
          </Actions>
        </>
      )}
    </>
  );
}

/** /userCenter/batchOrder 批量下单 (F000169). */
export default function BatchOrderPage() {
  return <BatchOrderScreen variant="normal" />;
}
