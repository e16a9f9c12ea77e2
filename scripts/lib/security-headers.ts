// The security headers of every answer `npm start` sends, and the production policy a static host sends
// (docs/security.md). The gateway addresses come from the build's base-address aliases, so a build pointed
// at a real gateway gets a policy that lets it reach that gateway and nothing else.

/** Aliases whose addresses the page loads images (and sanitised iframes) from. */
const MEDIA_ALIASES = ['VITE_BASE_CDN', 'VITE_BASE_UPIMGURL'];

/** The origin of an absolute http(s) base address; undefined for a same-origin path such as `/api/cdn`. */
function originOf(base: string | undefined): string | undefined {
  if (!base || !/^https?:\/\//i.test(base)) return undefined;
  try {
    return new URL(base).origin;
  } catch {
    return undefined;
  }
}

const origins = (values: (string | undefined)[]) =>
  [...new Set(values.map(originOf).filter((origin): origin is string => origin !== undefined))].sort();

/**
 * The Content-Security-Policy for a build with these `VITE_BASE_*` aliases (`VITE_LOG_BASE` included).
 * Scripts only from the page's own origin, no eval; styles also inline (styled-components injects its
 * rules at run time: docs/security.md says why no nonce); never framed.
 * @example contentSecurityPolicy({ VITE_BASE_MAIN: 'https://gw.example.com/mall' }) has
 *   "connect-src 'self' https://gw.example.com"
 */
export function contentSecurityPolicy(env: Readonly<Record<string, string | undefined>>): string {
  const gateway = origins(
    Object.entries(env).flatMap(([name, value]) => (name.startsWith('VITE_') ? [value] : [])),
  );
  const media = origins(MEDIA_ALIASES.map((name) => env[name]));
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: for the empty favicon in index.html.
    ['img-src', "'self'", 'data:', ...media],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...gateway],
    ['frame-src', "'self'", ...media],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Every header of the production policy, for every answer (pages, assets and the API alike). */
export function securityHeaders(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}
