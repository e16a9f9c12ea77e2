// expect: no-restricted-imports
// decimal.js is wrapped once, in engine/domain/money.ts.
import Decimal from 'decimal.js';

export const one = new Decimal(1);
