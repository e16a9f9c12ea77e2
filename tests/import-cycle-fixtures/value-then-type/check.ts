// expect: cycle
// check → resolve by value, resolve → check by type: the cycle the profile modules had.
import { resolve } from './resolve';

export interface Problem {
  reason: string;
}

export const check = (text: string): Problem[] => (resolve(text) ? [] : [{ reason: 'empty' }]);
