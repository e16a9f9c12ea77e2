// expect: nothing
import type { Resolved } from '../shop/resolved';

export const limitOf = (resolved: Resolved, key: string) => resolved.limits[key];
