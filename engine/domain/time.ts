import { codeOf } from './values';

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
