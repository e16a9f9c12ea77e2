// expect: import-x/no-cycle
// Linted as engine/domain/time.ts, which the partner imports back: time → partner → time.
import { parseServerTime } from '../../tests/lint-fixtures/partners/back-to-time';

export const parse = parseServerTime;
