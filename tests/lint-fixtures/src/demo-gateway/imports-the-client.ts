// expect: import-x/no-restricted-paths
// The gateway speaks engine/contract, not the client's code: a type taken from src/lib would let the two drift.
import type { ApiResult } from '../lib/api/api-result';

export type Answer = ApiResult<unknown>;
