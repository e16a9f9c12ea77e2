// 导出: the statement as a CSV file that Excel opens as UTF-8 (the byte-order mark first). papaparse loads
// only when a member exports, so no page pays for it before.
import { CSV_BYTE_ORDER_MARK, statementCsvRows, statementFileName } from '../../../engine';
import type { StatementDetail } from '../../../engine/contract';

/** How long the file's address lives after the download started: the browser reads it first. */
const KEEP_URL_MS = 10_000;

export async function downloadStatementCsv(statement: StatementDetail): Promise<void> {
  const { default: Papa } = await import('papaparse');
  const text = Papa.unparse(statementCsvRows(statement), { escapeFormulae: true, newline: '\r\n' });
  const url = URL.createObjectURL(new Blob([CSV_BYTE_ORDER_MARK + text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = statementFileName(statement.period);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}
