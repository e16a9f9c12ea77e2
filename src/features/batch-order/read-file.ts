// Reading an uploaded file into cells. The readers load only here, when a file is chosen (papaparse for CSV,
// fflate and read-excel-file for XLSX), so none weighs on any page's first load. Every cell comes back as
// text; a file that cannot be read, or unzips past the limit, comes back as the refusal to show.
import { BATCH_FILE_MAX_UNZIPPED_BYTES, BATCH_ORDER_TEXT, type BatchFileKind } from '../../../engine';

/** Cells read, or why the file is refused. */
export type FileCells = { cells: unknown[][]; refusal?: undefined } | { refusal: string };

/** Compressed bytes inflated between two yields to the page: even a zip bomb's chunk stays small. */
const UNZIP_CHUNK_BYTES = 16 * 1024;

class UnzippedTooLarge extends Error {}

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

function joined(chunks: readonly Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.length;
  }
  return whole;
}

/**
 * An XLSX's XML parts, inflated on the page a chunk at a time, counting the bytes that come out (not the
 * sizes the archive claims): past the limit it stops. read-excel-file would inflate a part over 512 KB in a
 * worker made from a blob: address, which the page's Content-Security-Policy refuses (docs/security.md),
 * and would then never answer.
 */
async function unzippedXml(bytes: Uint8Array): Promise<Record<string, Uint8Array>> {
  const { Unzip, UnzipInflate } = await import('fflate');
  const parts: Record<string, Uint8Array[]> = {};
  let total = 0;
  let failure: Error | undefined;
  const unzip = new Unzip((entry) => {
    // Only the parts read-excel-file reads; images and printer settings stay packed.
    if (!/\.xml(\.rels)?$/.test(entry.name)) return;
    const chunks: Uint8Array[] = (parts[entry.name] = []);
    entry.ondata = (error, data) => {
      total += error ? 0 : data.length;
      failure ??= error ?? (total > BATCH_FILE_MAX_UNZIPPED_BYTES ? new UnzippedTooLarge() : undefined);
      if (failure) entry.terminate();
      else chunks.push(data);
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < bytes.length && !failure; at += UNZIP_CHUNK_BYTES) {
    unzip.push(bytes.subarray(at, at + UNZIP_CHUNK_BYTES), at + UNZIP_CHUNK_BYTES >= bytes.length);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  if (failure) throw failure;
  return Object.fromEntries(Object.entries(parts).map(([name, chunks]) => [name, joined(chunks)]));
}

async function xlsxCells(file: Blob): Promise<unknown[][]> {
  const [parts, { zipSync }, { readSheet }] = await Promise.all([
    bytesOf(file).then(unzippedXml),
    import('fflate'),
    import('read-excel-file/browser'),
  ]);
  // Handed back stored (not compressed), which read-excel-file reads on the spot, with no worker.
  const stored = zipSync(parts, { level: 0 });
  // Numbers as the text the sheet holds (no float rounding of codes such as 0012); the first sheet only.
  return readSheet(stored.buffer as ArrayBuffer, { parseNumber: (text: string) => text });
}

/** The cells of a CSV or XLSX file, or the refusal to show when it cannot be read or unzips too large. */
export async function readFileCells(file: Blob, kind: BatchFileKind): Promise<FileCells> {
  try {
    return { cells: await (kind === 'csv' ? csvCells(file) : xlsxCells(file)) };
  } catch (error) {
    return {
      refusal:
        error instanceof UnzippedTooLarge
          ? BATCH_ORDER_TEXT.fileUnzippedTooLarge(BATCH_FILE_MAX_UNZIPPED_BYTES)
          : BATCH_ORDER_TEXT.fileUnreadable,
    };
  }
}
