// How much slower than a quiet 2-core machine this one is, so that a test's timeouts and waits stretch with
// the machine instead of turning a slow run into a failed one (docs/testing.md). Vitest, Testing Library,
// the end-to-end tests and the screenshot matrix all read it; nothing else may compute its own.
import { availableParallelism, loadavg } from 'node:os';

/** The load a 2-core machine is measured at when it counts as quiet: about one busy process per core. */
const QUIET_LOAD_PER_CORE = 1;
/** A factor past this no longer makes a hung wait pass; it only hides it. */
const MAX_SCALE = 8;

/**
 * `TEST_TIME_SCALE` when set (a number ≥ 1: CI systems that know their machine set it), else the
 * one-minute load average per core over a quiet machine's, rounded up, from 1 to 8. Read once at start.
 */
export function timeScale(
  env: Record<string, string | undefined> = process.env,
  load: number = loadavg()[0] ?? 0,
  cores: number = availableParallelism(),
): number {
  const given = Number(env.TEST_TIME_SCALE);
  if (env.TEST_TIME_SCALE !== undefined && Number.isFinite(given) && given >= 1)
    return Math.min(given, MAX_SCALE);
  return Math.min(Math.max(1, Math.ceil(load / cores / QUIET_LOAD_PER_CORE)), MAX_SCALE);
}

/** `ms` stretched by the machine's factor. */
export const scaled = (ms: number, scale: number = timeScale()): number => Math.round(ms * scale);
