// Server times: epoch milliseconds, or wall-clock text in Asia/Shanghai (UTC+8, no daylight saving).

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const SHANGHAI_OFFSET_MS = 8 * HOUR;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai. */
export function shanghaiTime(epochMs: number): string {
  const date = new Date(epochMs + SHANGHAI_OFFSET_MS);
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** 'YYYYMMDDHHmmss' in Asia/Shanghai, for order numbers. */
export function shanghaiStamp(epochMs: number): string {
  return shanghaiTime(epochMs).replace(/\D/g, '');
}
