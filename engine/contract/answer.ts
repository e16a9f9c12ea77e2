// The envelope of every answer, and the page a list answers with (spec 1 §8; docs/gateway.md).

/** Every answer as the gateway sends it: `code` 00000 is success (spec 1 §8). */
export interface GatewayAnswer<T = unknown> {
  success: boolean;
  code: string;
  message: string;
  data: T;
}

/** One page of a list (the gateway's paging: currentPage from 1). */
export interface Page<T> {
  records: T[];
  total: number;
  currentPage: number;
  pageSize: number;
}
