// What may never reach a log (spec 1 §7): tokens, passwords, phone numbers, addresses. The browser redacts
// an event before it leaves the page, and the demo gateway again before it prints one, with this one rule.

const SECRET_KEY =
  /token|pass(word)?|pwd|secret|authori[sz]ation|cookie|phone|mobile|address|receiver|id.?card/i;
const PHONE = /(?<!\d)(?:\+?86[- ]?)?1[3-9]\d{9}(?!\d)/g;
const SECRET_PARAMETER = /([?&#;]\s*(?:[\w-]*token|pass(?:word)?|pwd|authorization)=)[^&#;\s]*/gi;
const BEARER = /\b(Bearer|Basic)\s+[\w+/=.-]+/gi;
const MAX_TEXT = 300;
const MAX_KEYS = 20;
const MAX_DEPTH = 3;

export const REDACTED = '[redacted]';

function redactText(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) if (secret) result = result.split(secret).join(REDACTED);
  result = result
    .replace(SECRET_PARAMETER, `$1${REDACTED}`)
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(PHONE, REDACTED);
  return result.length > MAX_TEXT ? `${result.slice(0, MAX_TEXT)}…` : result;
}

function redactValue(value: unknown, secrets: readonly string[], depth: number): unknown {
  if (typeof value === 'string') return redactText(value, secrets);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (value instanceof Error) return redactText(`${value.name}: ${value.message}`, secrets);
  if (typeof value !== 'object' || depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value))
    return value.slice(0, MAX_KEYS).map((item) => redactValue(item, secrets, depth + 1));
  return redact(value as Record<string, unknown>, secrets, depth + 1);
}

/**
 * The detail with every key that names a secret or personal data replaced, and phone numbers, token
 * parameters, credentials and the given secrets (the session token) cut out of every text. Texts are
 * shortened; deep or odd values (functions, elements) are dropped.
 * @example redact({ url: '/x?token=abc', phone: '13912345678' }, []) → { url: '/x?token=[redacted]', phone: '[redacted]' }
 */
export function redact(
  detail: Record<string, unknown>,
  secrets: readonly string[],
  depth = 0,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(detail).slice(0, MAX_KEYS)) {
    const clean = SECRET_KEY.test(key) ? REDACTED : redactValue(value, secrets, depth);
    if (clean !== undefined) result[key] = clean;
  }
  return result;
}
