// A fingerprint of everything axe-core reads from a page: the markup, every CSS rule that can style it, and
// the state the markup does not hold (form values, focus, hover, scroll offsets, picture sizes, the viewport,
// the browser).
// Two pages with the same fingerprint get the same axe-core answer, so a screen whose fingerprint equals the
// one approved with its axe answer needs no second run (tests/matrix/accessibility.ts, docs/qa.md).
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

/** Runs in the page: everything the fingerprint covers, as one text. */
function pageRendering(): string {
  const elements = Array.from(document.querySelectorAll('*'));
  const place = (element: Element | null) => (element ? elements.indexOf(element) : -1);
  // A style rule whose selector matches nothing styles nothing. styled-components keeps the rules of every
  // component the page ever drew (a skeleton shown for a moment while loading): those depend on timing.
  // The selector is tried without the parts that depend on a state or draw outside the element
  // (:hover, ::before …), so a rule that could apply is always kept.
  const STATEFUL =
    /::?(?:hover|focus-visible|focus-within|focus|active|visited|before|after|placeholder|selection|marker|first-line|first-letter|backdrop)\b/g;
  const styles = (selector: string) => {
    try {
      return document.querySelector(selector.replace(STATEFUL, '') || '*') !== null;
    } catch {
      return true; // a selector the browser cannot query here: kept
    }
  };
  const used = (rules: CSSRuleList): string[] =>
    Array.from(rules).flatMap((rule) => {
      if (rule instanceof CSSStyleRule) return styles(rule.selectorText) ? [rule.cssText] : [];
      if (rule instanceof CSSGroupingRule) {
        const inner = used(rule.cssRules);
        return inner.length ? [`${rule.cssText.split('{')[0]}{`, ...inner, '}'] : [];
      }
      return [rule.cssText];
    });
  const css = [...Array.from(document.styleSheets), ...document.adoptedStyleSheets].map((sheet) => {
    try {
      return used(sheet.cssRules).join('\n');
    } catch {
      return `@import url(${sheet.href ?? ''})`; // a cross-origin sheet: its address stands for it
    }
  });
  const controls = Array.from(
    document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      'input, textarea, select',
    ),
    (control) => [
      control.value,
      control instanceof HTMLInputElement ? control.checked : null,
      control instanceof HTMLSelectElement ? control.selectedIndex : null,
    ],
  );
  const state = {
    controls,
    focus: place(document.activeElement),
    hover: Array.from(document.querySelectorAll(':hover'), place),
    scrolled: elements
      .filter((element) => element.scrollTop !== 0 || element.scrollLeft !== 0)
      .map((element) => [place(element), element.scrollTop, element.scrollLeft]),
    window: [scrollX, scrollY, innerWidth, innerHeight, devicePixelRatio],
    // Laid-out sizes, not whether a picture has arrived: one below the fold may still be loading, and its
    // box is all that its arrival could change.
    images: Array.from(document.images, (image) => [image.offsetWidth, image.offsetHeight]),
    browser: navigator.userAgent,
  };
  // React's useId answers (_R_…_ while hydrating, _r_…_ after) count the ids made before, which depends on
  // the screens a page showed earlier: each becomes its order of first appearance, pairs kept.
  const ids = new Map<string, string>();
  return (
    [document.documentElement.outerHTML, ...css, JSON.stringify(state)]
      .join('\u0000')
      .replace(/_[rR]_[0-9a-zA-Z]+_/g, (id) => {
        if (!ids.has(id)) ids.set(id, `_id${ids.size}_`);
        return ids.get(id)!;
      })
      // A build's file names carry a hash of their content (index-D6hUxiC7.js): any change to the code
      // renames them, and axe reads no script or preload address. The rules those files style the page
      // with are in the text above, whatever their file is called.
      .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}(\.\w+)/g, '$1$2')
  );
}

/** The SHA-256 of the page's rendering, hex (hashed here: a page on about:blank has no crypto.subtle). */
export async function renderingFingerprint(page: Page): Promise<string> {
  return createHash('sha256')
    .update(await page.evaluate(pageRendering))
    .digest('hex');
}
