import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { invoiceOrdersPath, STATEMENT_TEXT, statementConfirmation } from '../../../engine';
import { Button } from '../../components/button';
import { askConfirm } from '../../components/confirm';
import { statementDetailQuery } from '../../lib/api/endpoints/statements';
import { useApiClient } from '../../shop/api-client';
import { useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';
import { useShopClickLock } from '../../shop/use-shop-click-lock';
import { useConfirmStatement } from '../../shop/writes/statement-writes';
import { downloadStatementCsv } from './export-csv';
import type { StatementSummary } from '../../../engine/contract';

/** 确认账单: asks first, with the month and the amount due, then confirms (locked while in flight). */
export function ConfirmStatementButton({ statement }: { statement: StatementSummary }) {
  const { confirm, confirming } = useConfirmStatement();
  async function ask() {
    if (await askConfirm(statementConfirmation(statement.period, statement.due))) await confirm(statement.id);
  }
  return (
    <Button
      $size="small"
      $variant="primary"
      disabled={confirming}
      aria-busy={confirming}
      aria-label={`确认账单 ${statement.periodLabel}`}
      onClick={() => void ask()}
    >
      确认账单
    </Button>
  );
}

/** 导出: reads the statement with its orders (from the cache where the detail has it) and writes the file. */
export function ExportStatementButton({ statement }: { statement: StatementSummary }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  // Locked while it runs: a double click writes one file.
  const { locked: exporting, run } = useShopClickLock();
  async function exportFile() {
    try {
      await downloadStatementCsv(await queryClient.fetchQuery(statementDetailQuery(api, statement.id)));
      api.effects.toast(STATEMENT_TEXT.exported, 'success');
    } catch {
      api.effects.toast(STATEMENT_TEXT.exportFailed, 'error');
    }
  }
  return (
    <Button
      $size="small"
      disabled={exporting}
      aria-busy={exporting}
      aria-label={`导出 ${statement.periodLabel}`}
      onClick={() => void run(exportFile)}
    >
      导出
    </Button>
  );
}

/** 申请开票 of a confirmed statement: the apply page, with the statement's orders chosen. */
export function ApplyInvoiceLink({ orderNos }: { orderNos: readonly string[] }) {
  const { mallPath } = useShop();
  return (
    <Button as={Link} to={shopPath(mallPath, invoiceOrdersPath(orderNos))} $size="small" $variant="primary">
      申请开票
    </Button>
  );
}
