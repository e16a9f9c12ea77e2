import { useRef, useState } from 'react';
import {
  batchOrderLimits,
  readBatchRow,
  readBatchRows,
  type BatchRow,
  type BatchRowState,
  type BatchVariant,
} from '../../../engine';
import { checkBatchRows } from '../../lib/api/endpoints/batch-order';
import { useApiClient } from '../../shop/api-client';
import { useShop } from '../../shop/shop-context';
import { useWriteToast } from '../../shop/use-write';
import type { BatchRowRequest, CheckedBatchRow } from '../../../engine/contract';

/** A row of the result table: as read, the gateway's check once it answers, and whether it went to the cart. */
export interface ImportedRow {
  row: BatchRow;
  checked?: CheckedBatchRow;
  /** Its check failed or was refused (too frequent): what was typed stays, shown as not checked. */
  unchecked?: boolean;
  /** Reasons the cart refused it with, when 仅导入有效行 did. */
  cartRefusals?: string[];
  added?: boolean;
}

/** The row's state and the messages shown beside it. */
export function rowStatus({ row, checked, unchecked, cartRefusals, added }: ImportedRow): {
  state: BatchRowState;
  refusals: string[];
  notices: string[];
} {
  if (row.problem) return { state: 'unreadable', refusals: [row.problem], notices: [] };
  if (!checked) return { state: unchecked ? 'unchecked' : 'checking', refusals: [], notices: [] };
  const refusals = cartRefusals ?? checked.refusals;
  const state = added ? 'added' : refusals.length > 0 ? 'refused' : 'valid';
  return { state, refusals, notices: checked.notices };
}

const request = ({
  line,
  goodsSkuCode,
  quantity = 0,
  templatePrice,
  mergedLines,
}: BatchRow): BatchRowRequest => ({
  line,
  goodsSkuCode,
  quantity,
  templatePrice,
  mergedLines,
});

/**
 * An import of one variant: the cells of a file or a paste read into rows (the engine's readBatchRows, with the
 * shop's limits), the readable ones checked at the gateway, a quantity edited in place checked again. A
 * refused import keeps nothing new and says why; the rows shown before stay. A check that fails or is refused
 * (too frequent) says why and leaves its rows as typed, marked 未检查. Checks are reads and may overlap
 * (two quantities edited in a row): an answer lands only on the rows it was asked about, of the same import
 * and with the quantity it checked, so a late answer never overwrites a newer one.
 */
export function useBatchImport(variant: BatchVariant) {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const { limits } = useShop();
  const [rows, setRows] = useState<ImportedRow[]>([]);
  const [refusal, setRefusal] = useState<string>();
  const [checksInFlight, setChecksInFlight] = useState(0);
  /** Counts imports (and 清空): an answer to an earlier one is dropped. */
  const importNumber = useRef(0);

  /** Checks the readable rows; false when the check failed or was refused. */
  async function checkRows(batch: readonly BatchRow[]): Promise<boolean> {
    const readable = batch.filter((row) => !row.problem);
    if (readable.length === 0) return true;
    const askedIn = importNumber.current;
    setChecksInFlight((count) => count + 1);
    const result = await checkBatchRows(api, { variant, rows: readable.map(request) }).finally(() =>
      setChecksInFlight((count) => count - 1),
    );
    if (!result.success) {
      showWriteToast(result, { kind: 'error', text: result.message });
      const asked = new Set(readable);
      setRows((current) =>
        current.map((each) => (asked.has(each.row) ? { ...each, unchecked: true } : each)),
      );
      return false;
    }
    if (askedIn !== importNumber.current) return true;
    const byLine = new Map(result.data.rows.map((checked) => [checked.line, checked]));
    setRows((current) =>
      current.map((each) => {
        const checked = byLine.get(each.row.line);
        return checked && checked.quantity === each.row.quantity ? { row: each.row, checked } : each;
      }),
    );
    return true;
  }

  /**
   * Reads a table of cells; refused as a whole (too many rows, none), the table shown before stays. False
   * too when the check failed or was refused, so a pasted text stays for the next try.
   */
  async function importCells(cells: readonly (readonly unknown[])[]): Promise<boolean> {
    const read = readBatchRows(cells, batchOrderLimits(limits));
    setRefusal(read.refusal);
    if (!read.rows) return false;
    importNumber.current += 1;
    setRows(read.rows.map((row) => ({ row })));
    return checkRows(read.rows);
  }

  /** A quantity typed in place: read as the file's cell would be, then checked again (so is a 未检查 row's). */
  async function editQuantity(line: number, quantityText: string) {
    const current = rows.find((each) => each.row.line === line);
    if (!current || (current.row.quantityText === quantityText && !current.unchecked)) return;
    const { goodsSkuCode, templatePrice, mergedLines } = current.row;
    const row = { ...readBatchRow([goodsSkuCode, quantityText, templatePrice], line), mergedLines };
    setRows((all) => all.map((each) => (each.row.line === line ? { row } : each)));
    await checkRows([row]);
  }

  /** What 仅导入有效行 answered: the added rows marked, the refused ones with the cart's reasons. */
  function markAdded(added: readonly string[], refused: readonly { line: number; reasons: string[] }[]) {
    const reasons = new Map(refused.map((each) => [each.line, each.reasons]));
    setRows((all) =>
      all.map((each) => {
        const cartRefusals = reasons.get(each.row.line);
        if (cartRefusals) return { ...each, cartRefusals };
        return added.includes(each.row.goodsSkuCode) && rowStatus(each).state === 'valid'
          ? { ...each, added: true }
          : each;
      }),
    );
  }

  const refuse = (message: string) => setRefusal(message);
  const clear = () => {
    importNumber.current += 1;
    setRows([]);
    setRefusal(undefined);
  };
  const valid = rows.filter((each) => rowStatus(each).state === 'valid');
  const checking = checksInFlight > 0;
  return { rows, valid, refusal, checking, importCells, editQuantity, markAdded, refuse, clear };
}
