// expect: nothing
import type { Problem } from './problem';
import { resolve } from './resolve';

export const check = (text: string): Problem[] => (resolve(text) ? [] : [{ reason: 'empty' }]);
