// The batch-order calls' requests and answers (docs/batch-orders.md).
import type { BatchVariant } from '../domain';

/** A row as the batch-order check takes it: from readBatchRows, readable rows only. */
export interface BatchRowRequest {
  line: number;
  goodsSkuCode: string;
  quantity: number;
  templatePrice: string;
  mergedLines: number[];
}

export interface BatchCheckRequest {
  variant: BatchVariant;
  rows: BatchRowRequest[];
}

/** A checked row: the goods it names (null fields for an unknown SKU), its price now, and the verdict. */
export interface CheckedBatchRow extends BatchRowRequest {
  goodsCode: string | null;
  goodsSkuName: string | null;
  imgUrl: string | null;
  usableNum: number | null;
  unitMoney: number | null;
  unitPoints: number | null;
  /** Today's unit price as the template's price column holds it (points in points malls, else money). */
  templatePriceNow: string | null;
  refusals: string[];
  notices: string[];
}

export interface BatchCheckAnswer {
  rows: CheckedBatchRow[];
}

/** What adding the valid rows to the cart did: the SKUs added, and each refused row with its reasons. */
export interface BatchAddAnswer {
  added: string[];
  refused: { line: number; goodsSkuCode: string; reasons: string[] }[];
}
