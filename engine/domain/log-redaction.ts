// What may never reach a log (spec 1 §7): tokens, passwords, phone numbers, addresses. The browser redacts
// an event before it leaves the page, and the demo gateway again before it prints one, with this one rule.

const SECRET_KEY =
  /token|pass(word)?|pwd|secret|authori[sz]ation|cookie|phone|mobile|address|receiver|id.?card/i;
// A credential written out in free text: `token=…`, `Password: "…"`, `"pwd":"…"`, `\"secret\":\"…\"` (JSON
// quoted inside JSON), `authorization: Bearer …`, in any case; spaces may be JSON-escaped (`\t`). The match
// starts at the word (`accessToken` keeps `access`), and the letters and backslashes that may follow it
// are bounded (64: JSON in JSON six times over), so no text makes the search slow.
const CREDENTIAL_NAME = String.raw`(?:token|pass(?:word|wd)?|pwd|secret|authori[sz]ation)[\w-]{0,64}`;
const SPACE = String.raw`(?:\s|\\+[nrt])*`;
const CREDENTIAL_VALUE = [
  String.raw`"(?:[^"\\]|\\.)*"?`, // "double-quoted", to its end or the text's
  String.raw`'(?:[^'\\]|\\.)*'?`, // 'single-quoted'
  String.raw`\\+["'](?:[^\\]|\\+[^\\"'])*(?:\\+["'])?`, // \"quoted inside JSON\"
  String.raw`(?:(?:bearer|basic|digest)\s+)?[^\s"'\\&#;,}\]]+`, // bare, up to a separator
].join('|');
// The name, then its closing quote (if any) and the separator, then the value.
const SECRET_ASSIGNMENT = new RegExp(
  String.raw`(${CREDENTIAL_NAME}\\{0,64}["']?${SPACE}[:=]${SPACE})(${CREDENTIAL_VALUE})`,
  'gi',
);
const OPENING_QUOTE = /^\\*["']/;
const PHONE = /(?<!\d)(?:\+?86[- ]?)?1[3-9]\d{9}(?!\d)/g;
const BEARER = /\b(Bearer|Basic)\s+[\w+/=.-]+/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const MAX_TEXT = 300;
const MAX_KEYS = 20;
const MAX_DEPTH = 3;

export const REDACTED = '[redacted]';

/** The value of a text that is a JSON object or array (a logged request body), else undefined. */
function embeddedJson(text: string): unknown {
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function redactText(text: string, secrets: readonly string[], depth: number): string {
  const json = embeddedJson(text);
  // JSON in a text is redacted as data (by key, at every level), then as text like any other.
  let result = json === undefined ? text : (JSON.stringify(redactValue(json, secrets, depth)) ?? REDACTED);
  for (const secret of secrets) if (secret) result = result.split(secret).join(REDACTED);
  result = result
    .replace(SECRET_ASSIGNMENT, (_, name: string, value: string) => {
      const quote = OPENING_QUOTE.exec(value)?.[0] ?? '';
      return `${name}${quote}${REDACTED}${quote}`;
    })
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(PHONE, REDACTED);
  return result.length > MAX_TEXT ? `${result.slice(0, MAX_TEXT)}…` : result;
}

function redactValue(value: unknown, secrets: readonly string[], depth: number): unknown {
  if (typeof value === 'string') return redactText(value, secrets, depth);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (value instanceof Error) return redactText(`${value.name}: ${value.message}`, secrets, depth);
  if (typeof value !== 'object' || depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value))
    return value.slice(0, MAX_KEYS).map((item) => redactValue(item, secrets, depth + 1));
  return redact(value as Record<string, unknown>, secrets, depth + 1);
}

/**
 * The detail with every key that names a secret or personal data replaced, and phone numbers, credentials
 * (`token=…`, `"password": "…"`, `Bearer …`, JWTs) and the given secrets (the session token) cut out of
 * every text, JSON in a text redacted like the detail itself. Texts are shortened; deep or odd values
 * (functions, elements) are dropped.
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
