/** 16 random bytes as hex; crypto.getRandomValues works on plain http too, unlike crypto.randomUUID. */
export function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
