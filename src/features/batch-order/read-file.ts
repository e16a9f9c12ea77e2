// Reading an uploaded file into cells. The readers load only here, when a file is chosen (papaparse for CSV,
// read-excel-file for XLSX), so neither weighs on any page's first load. Every cell comes back as text.
import type { BatchFileKind } from '../../../engine';

/**
 * A CSV's text: UTF-8 (with or without a BOM), or GBK, which Excel on a Chinese Windows writes when it
 * saves "CSV" without UTF-8.
 */
function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}

/** The file's bytes, through FileReader, which every browser (and jsdom) has. */
function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

async function csvCells(file: Blob): Promise<string[][]> {
  const { default: Papa } = await import('papaparse');
  const text = decodeCsv(await bytesOf(file));
  // No dynamic typing: every cell stays the text it was written as.
  return Papa.parse<string[]>(text, { dynamicTyping: false, skipEmptyLines: false }).data;
}

async function xlsxCells(file: Blob): Promise<unknown[][]> {
  const { readSheet } = await import('read-excel-file/browser');
  // Numbers as the text the sheet holds (no float rounding of codes such as 0012); the first sheet only.
  return readSheet(file, { parseNumber: (text: string) => text });
}

/** The cells of a CSV or XLSX file; rejects when the file cannot be read as one. */
export const readFileCells = (file: Blob, kind: BatchFileKind): Promise<unknown[][]> =>
  kind === 'csv' ? csvCells(file) : xlsxCells(file);
