// Collects what the page's Content-Security-Policy blocks (the `securitypolicyviolation` event), across
// navigations, so a test can assert that the app runs under the policy with none (docs/security.md).
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __reportCspViolation?: (text: string) => void;
  }
}

/** The list fills as violations happen; call before the first navigation. */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__reportCspViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    ),
  );
  return violations;
}
