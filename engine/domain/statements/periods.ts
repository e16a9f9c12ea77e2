// A statement's period (账期): one calendar month on the Asia/Shanghai calendar, written 'YYYY-MM'.
import { parseServerTime, shanghaiDate } from '../time';

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** Whether the text is a period, e.g. '2026-10'. */
export const isPeriod = (text: string): boolean => PERIOD.test(text);

function parts(period: string): { year: number; month: number } {
  const match = PERIOD.exec(period);
  if (!match) throw new Error(`Not a period: ${period}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** The period an epoch time falls in. */
export function periodOf(epoch: number): string {
  const { year, month } = shanghaiDate(epoch);
  return `${year}-${pad(month)}`;
}

/** The month before: previousPeriod('2026-01') === '2025-12'. */
export function previousPeriod(period: string): string {
  const { year, month } = parts(period);
  return month === 1 ? `${year - 1}-12` : `${year}-${pad(month - 1)}`;
}

const nextPeriod = (period: string): string => {
  const { year, month } = parts(period);
  return month === 12 ? `${year + 1}-01` : `${year}-${pad(month + 1)}`;
};

/** The first instant of the period (epoch ms). */
export function periodStart(period: string): number {
  const { year, month } = parts(period);
  return parseServerTime(`${year}-${month}-01`) ?? NaN; // a checked period always parses
}

/** The first and last day of the period, as a member reads them: '2026-10-01 至 2026-10-31'. */
export function periodDays(period: string): string {
  const lastDay = shanghaiDate(periodStart(nextPeriod(period)) - 1).day;
  return `${period}-01 至 ${period}-${pad(lastDay)}`;
}

/** '2026年10月'. */
export function periodLabel(period: string): string {
  const { year, month } = parts(period);
  return `${year}年${month}月`;
}
