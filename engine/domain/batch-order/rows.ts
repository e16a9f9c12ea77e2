// From cells to rows: a file's or a paste's cells, every one read as text, become the rows of an import.
// Blank rows and a header row are skipped; rows naming the same SKU are merged with their quantities summed.
import { cleanFreeText } from '../forms/free-text';
import type { BatchOrderLimits } from './limits';
import { BATCH_ORDER_TEXT } from './messages';

/** Longest SKU code a row may name. */
export const SKU_CODE_MAX = 64;

/** The column titles a header row may carry in its first cell (the template's, and common ones). */
const HEADER_TITLES = new Set(['商品编码', 'sku', 'sku编码', '商品sku', 'skucode', 'goodsskucode']);

/** One row as the member wrote it: its line in the file, and what it asks for. */
export interface BatchRow {
  /** Line in the file or paste, from 1 (a header counts). */
  line: number;
  goodsSkuCode: string;
  /** The quantity as written; a positive whole number when the row is readable. */
  quantityText: string;
  /** The unit price the template gave, as written; '' when none. */
  templatePrice: string;
  /** The quantity, when readable. */
  quantity?: number;
  /** Why the row cannot be checked (no SKU, an unreadable quantity); then it is never sent. */
  problem?: string;
  /** Lines merged into this one (same SKU), with their quantities added. */
  mergedLines: number[];
}

/** What an import reads: its rows, or why the whole import is refused. */
export type BatchRead = { rows: BatchRow[]; refusal?: undefined } | { rows?: undefined; refusal: string };

/**
 * Any cell value as text: numbers, booleans and dates as they print; nothing is evaluated, so a cell that
 * starts with = stays the text it is. Full-width letters and digits (a Chinese input method's ２ or Ｇ) read
 * as their ASCII forms (NFKC).
 */
export const cellText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : cleanFreeText(value instanceof Date ? value.toISOString() : String(value)).normalize('NFKC');

const POSITIVE_WHOLE = /^\d{1,9}$/;

/**
 * One row of cells, read: its SKU, quantity and template price, or why it cannot be checked.
 * @example readBatchRow(['A-01', '0'], 2).problem === '数量须为正整数'
 */
export function readBatchRow(cells: readonly unknown[], line: number): BatchRow {
  const [sku = '', quantityText = '', templatePrice = ''] = cells.map(cellText);
  const row: BatchRow = { line, goodsSkuCode: sku, quantityText, templatePrice, mergedLines: [] };
  if (sku === '') return { ...row, problem: BATCH_ORDER_TEXT.skuMissing };
  if (sku.length > SKU_CODE_MAX) return { ...row, problem: BATCH_ORDER_TEXT.skuTooLong(SKU_CODE_MAX) };
  const quantity = Number(quantityText);
  if (!POSITIVE_WHOLE.test(quantityText) || quantity <= 0)
    return { ...row, problem: BATCH_ORDER_TEXT.quantityInvalid };
  return { ...row, quantity };
}

const isBlank = (cells: readonly unknown[]) => cells.every((cell) => cellText(cell) === '');
const isHeader = (cells: readonly unknown[]) =>
  HEADER_TITLES.has(
    cellText(cells[0])
      .toLowerCase()
      .replace(/[\s_-]/g, ''),
  );

/** Rows naming one SKU become the first of them, with the quantities summed and the other lines named. */
function mergeDuplicates(rows: readonly BatchRow[]): BatchRow[] {
  const first = new Map<string, BatchRow>();
  const merged: BatchRow[] = [];
  for (const row of rows) {
    const earlier = row.quantity === undefined ? undefined : first.get(row.goodsSkuCode);
    if (earlier?.quantity !== undefined && row.quantity !== undefined) {
      earlier.quantity += row.quantity;
      earlier.quantityText = String(earlier.quantity);
      earlier.mergedLines.push(row.line);
      continue;
    }
    const copy = { ...row, mergedLines: [] };
    if (copy.quantity !== undefined) first.set(copy.goodsSkuCode, copy);
    merged.push(copy);
  }
  return merged;
}

/**
 * The rows of a table of cells (CSV, XLSX or a paste): a header row and blank rows skipped, more rows than
 * the shop's limit refused as a whole, duplicates merged.
 * @example readBatchRows([['商品编码', '数量'], ['A-01', '2'], ['A-01', '3']], limits).rows → [{ line: 2, quantity: 5, mergedLines: [3] }]
 */
export function readBatchRows(
  table: readonly (readonly unknown[])[],
  { maxRows }: Pick<BatchOrderLimits, 'maxRows'>,
): BatchRead {
  const rows = table.flatMap((cells, index) =>
    isBlank(cells) || (index === 0 && isHeader(cells)) ? [] : [readBatchRow(cells, index + 1)],
  );
  if (rows.length === 0) return { refusal: BATCH_ORDER_TEXT.noRows };
  if (rows.length > maxRows) return { refusal: BATCH_ORDER_TEXT.tooManyRows(maxRows, rows.length) };
  return { rows: mergeDuplicates(rows) };
}

/** A separator between a pasted line's cells: a tab, a comma (either width) or a run of spaces. */
const PASTE_SEPARATOR = /\s*[\t,，]\s*|\s+/;

/**
 * Pasted lines of "SKU 数量" as cells: one row a line, its cells split at tabs, commas or spaces.
 * @example pastedCells('A-01 2\nB-01,3') → [['A-01', '2'], ['B-01', '3']]
 */
export function pastedCells(text: string): string[][] {
  return text.split(/\r\n|\r|\n/).map((line) => line.trim().split(PASTE_SEPARATOR));
}
