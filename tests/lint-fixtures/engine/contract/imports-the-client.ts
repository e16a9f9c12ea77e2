// expect: import-x/no-restricted-paths, no-restricted-imports
// The client and the demo gateway import the contract, so it imports neither.
import type { ApiResult } from '../../src/lib/api/api-result';

export type Answer = ApiResult<unknown>;
