// expect: nothing
import type { Problem } from './problem';

export type Resolved = { ok: true; text: string } | { ok: false; problems: Problem[] };

export const resolve = (text: string): Resolved | undefined => (text ? { ok: true, text } : undefined);
