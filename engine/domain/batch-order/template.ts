// The batch order's template: a CSV file with a BOM, so Excel opens it as UTF-8, holding the columns an import
// reads. Given rows (those of a checked import), it holds them with today's unit price, so an import of it
// later says which prices have changed since.

export const TEMPLATE_COLUMNS = ['商品编码', '数量', '单价（选填）'] as const;

export const TEMPLATE_FILE_NAME = '批量下单模板.csv';

const BOM = '\uFEFF';

/**
 * A cell as CSV text: quoted when it holds a comma, quote or line break; a leading =, +, - or @ gets an
 * apostrophe, so a spreadsheet shows the text instead of running it as a formula.
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export interface TemplateRow {
  goodsSkuCode: string;
  quantity: number;
  /** Today's unit price in the shop's unit, as a number's text. */
  unitPrice: string;
}

/**
 * The template's text: its header, then one line per row.
 * @example batchTemplateCsv([{ goodsSkuCode: 'A-01', quantity: 2, unitPrice: '9.9' }]) === '\uFEFF商品编码,数量,单价（选填）\r\nA-01,2,9.9\r\n'
 */
export function batchTemplateCsv(rows: readonly TemplateRow[] = []): string {
  const lines = [
    TEMPLATE_COLUMNS.join(','),
    ...rows.map((row) => [row.goodsSkuCode, String(row.quantity), row.unitPrice].map(csvCell).join(',')),
  ];
  return `${BOM}${lines.map((line) => `${line}\r\n`).join('')}`;
}
