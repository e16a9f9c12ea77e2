// Collects what the page's Content-Security-Policy blocks (the `securitypolicyviolation` event), across
// navigations, so a test can assert that the app runs under the policy with none (docs/security.md).
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __reportCspViolation?: (violation: Violation) => void;
  }
}

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
}

/**
 * Chromium checks an inline event handler (`onerror=…`) against `script-src-attr` as soon as any HTML
 * parser sees it, inert documents included, so DOMPurify parsing hostile server HTML (the demo's privacy
 * policy holds an `onerror` on purpose) raises a violation although the handler is blocked twice over:
 * by the policy and by the sanitiser, which removes it. Only that case is left out: a handler that reached
 * the page would be parsed by React's chunk, not DOMPurify's, and still count.
 */
const sanitiserParsingHostileHandler = ({ directive, source }: Violation) =>
  directive === 'script-src-attr' && /\/assets\/purify\.[\w-]+\.js$/.test(source);

/** The list fills as violations happen, one text each; call before the first navigation. */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => {
    if (sanitiserParsingHostileHandler(violation)) return;
    const { directive, blocked, source, line } = violation;
    violations.push(`${directive} blocked ${blocked || 'inline'} at ${source}:${line}`);
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__reportCspViolation?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
        line: event.lineNumber,
      }),
    ),
  );
  return violations;
}
