/** Exact decimal text of an integer number of hundredths, built without floating point: 1234 → '12.34'. */
export function hundredths(n: number): string {
  const digits = String(Math.abs(n)).padStart(3, '0');
  return `${n < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
