// The batch order's limits (docs/batch-orders.md): how many rows one import takes and how large a file may
// be. The shop sets them in its profile (limits.batchOrder); this file is the one reader of those values.
import type { ShopLimits } from '../../shop/limits';

export interface BatchOrderLimits {
  /** Most rows one file or paste may hold (blank rows and a header aside). */
  maxRows: number;
  /** Largest file accepted, in bytes. */
  maxFileBytes: number;
}

/**
 * Most bytes an XLSX may unzip to. An XLSX is a zip of XML: a 30 KB export of 150 rows unzips to 600 KB,
 * the largest import far below this, while a zip bomb of a few KB would unzip to gigabytes.
 */
export const BATCH_FILE_MAX_UNZIPPED_BYTES = 16 * 1048576;

/** The batch order's limits of a shop, from its profile. */
export function batchOrderLimits(limits: Pick<ShopLimits, 'batchOrder'>): BatchOrderLimits {
  const { maxRows, maxFileBytes } = limits.batchOrder;
  return { maxRows, maxFileBytes };
}

/** 1 MB for 1048576 bytes, 500 KB for 512000: how a size limit reads in a message. */
export function byteSizeText(bytes: number): string {
  const mb = bytes / 1048576;
  return Number.isInteger(mb) ? `${mb}MB` : `${Math.floor(bytes / 1024)}KB`;
}
