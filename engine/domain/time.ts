import { codeOf } from './server-values';

// Server wall-clock times are Asia/Shanghai, which has no daylight saving: always UTC+8.
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const WALL_CLOCK = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Epoch milliseconds of a server time given as epoch ms (number or digits) or as
 * 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai; undefined when unreadable. Never depends on the machine's zone.
 * @example parseServerTime('2024-01-01 08:00:00') === Date.UTC(2024, 0, 1)
 */
export function parseServerTime(value: number | string | null | undefined): number | undefined {
  const epoch = codeOf(value);
  if (epoch !== undefined) return epoch;
  const parts = typeof value === 'string' ? WALL_CLOCK.exec(value.trim()) : null;
  if (!parts) return undefined;
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = parts
    .slice(1)
    .map((part) => Number(part ?? 0));
  return Date.UTC(year, month - 1, day, hours, minutes, seconds) - SHANGHAI_OFFSET_MS;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Asia/Shanghai calendar day of an epoch time, as a day number: equal for two times on one day. */
export const shanghaiDay = (epoch: number): number => Math.floor((epoch + SHANGHAI_OFFSET_MS) / DAY_MS);

/** Year, month (1–12) and day of an epoch time on the Asia/Shanghai calendar. */
export function shanghaiDate(epoch: number): { year: number; month: number; day: number } {
  const date = new Date(epoch + SHANGHAI_OFFSET_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
