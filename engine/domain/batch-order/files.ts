// Which files an import takes: CSV and XLSX (by their name), up to the shop's size limit.
import type { BatchOrderLimits } from './limits';
import { BATCH_ORDER_TEXT } from './messages';

export type BatchFileKind = 'csv' | 'xlsx';

/** What the file input offers. */
export const BATCH_FILE_ACCEPT = '.csv,.xlsx';

/** The file's kind by its name's ending; undefined for any other file (.xls, .numbers, …). */
export function batchFileKind(name: string): BatchFileKind | undefined {
  const ending = name.toLowerCase().split('.').pop();
  return ending === 'csv' || ending === 'xlsx' ? ending : undefined;
}

/**
 * Why a file is refused before it is read: not CSV or XLSX, or larger than the limit.
 * @example batchFileProblem({ name: 'a.xls', size: 10 }, limits) === '仅支持CSV或XLSX文件'
 */
export function batchFileProblem(
  file: { name: string; size: number },
  { maxFileBytes }: Pick<BatchOrderLimits, 'maxFileBytes'>,
): string | undefined {
  if (!batchFileKind(file.name)) return BATCH_ORDER_TEXT.fileType;
  return file.size > maxFileBytes ? BATCH_ORDER_TEXT.fileTooLarge(maxFileBytes) : undefined;
}
