// expect: nothing
// A rule reads the resolved profile: domain/ → profiles/, so the two folders import each other.
import type { Resolved } from '../profiles/resolved';

export const limitOf = (resolved: Resolved, key: string) => resolved.limits[key];
