import { useEffect, useMemo, useState } from 'react';
import type { Config, DOMPurify } from 'dompurify';
import styled from 'styled-components';
import { checkLink } from '../../engine';
import { belowContentWidth } from './breakpoints';
import { Skeleton } from './skeleton';

// The one sanitiser configuration for HTML from the server (policy texts, help articles, custom pages,
// goods and equity descriptions). DOMPurify itself is loaded on first use, out of the first page load.

export interface SanitiserOptions {
  /** Images, frames and media load only from under this address: the shop's CDN alias (VITE_BASE_CDN). */
  mediaBase: string;
  /** The page's address: relative addresses resolve against it, and links elsewhere open in a new tab. */
  pageUrl: string;
}

export type Sanitiser = (html: string) => string;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  // Restyling the page and collecting input (a password field posting off-site) are not content.
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'optgroup',
    'datalist',
    'fieldset',
    'output',
    'dialog',
  ],
  ADD_FORBID_CONTENTS: ['select', 'textarea', 'datalist'],
  // Addresses the media rule below cannot check; srcdoc would run HTML in this origin.
  FORBID_ATTR: ['srcset', 'background', 'poster', 'srcdoc', 'action', 'formaction', 'ping', 'popover'],
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['allowfullscreen'],
};

/** Inline style properties kept: type, colour, spacing, borders and sizes; never position or layering. */
const ALLOWED_STYLE =
  /^(color|background-color|font(-family|-size|-style|-weight|-variant)?|text-(align|decoration.*|indent|transform)|line-height|letter-spacing|word-(spacing|break)|white-space|vertical-align|list-style(-type|-position)?|(margin|padding)(-(top|right|bottom|left))?|border(-[a-z-]+)?|(max-|min-)?(width|height)|display|float|clear|table-layout)$/;
/** Colour functions are the only CSS functions a value may hold (no url(), var(), expression()…). */
const COLOUR_FUNCTION = /\b(rgba?|hsla?)\([^()]*\)/gi;
const NEGATIVE = /(^|[\s(])-/;

function isAllowedDeclaration(property: string, value: string): boolean {
  if (!ALLOWED_STYLE.test(property)) return false;
  if (value.replace(COLOUR_FUNCTION, '').includes('(')) return false;
  // Negative margins pull content over what is above it.
  return !(property.startsWith('margin') && NEGATIVE.test(value));
}

/** Drops every declaration of the style attribute that is not allowed, as the browser parsed it. */
function filterStyle(element: Element): void {
  if (!element.hasAttribute('style') || !('style' in element)) return;
  const { style } = element as HTMLElement;
  for (const property of Array.from(style)) {
    if (!isAllowedDeclaration(property, style.getPropertyValue(property))) style.removeProperty(property);
  }
  if (style.length === 0) element.removeAttribute('style');
}

const MEDIA = new Set(['IMG', 'IFRAME', 'VIDEO', 'AUDIO', 'SOURCE', 'TRACK']);
const PLACEHOLDER_TEXT: Record<string, string> = { IMG: '图片无法显示' };

function isUnder(address: string, base: URL, pageUrl: string): boolean {
  try {
    const url = new URL(address, pageUrl);
    return url.origin === base.origin && url.pathname.startsWith(base.pathname);
  } catch {
    return false;
  }
}

/** Media from elsewhere would load third-party content and tell it who reads the page: a placeholder. */
function keepMediaOnCdn(element: Element, options: SanitiserOptions, base: URL): void {
  if (!MEDIA.has(element.nodeName) || !element.hasAttribute('src')) return;
  const src = element.getAttribute('src') ?? '';
  if (isUnder(src, base, options.pageUrl)) {
    if (element.nodeName === 'IFRAME') {
      // Even from the CDN a frame gets its own opaque origin: it may run, never reach this page.
      element.setAttribute('sandbox', 'allow-scripts allow-presentation');
      element.setAttribute('referrerpolicy', 'no-referrer');
    }
    return;
  }
  if (element.nodeName === 'SOURCE' || element.nodeName === 'TRACK') {
    element.remove();
    return;
  }
  const placeholder = element.ownerDocument.createElement('span');
  placeholder.setAttribute('data-blocked', '');
  placeholder.textContent = PLACEHOLDER_TEXT[element.nodeName] ?? '外部内容无法显示';
  element.replaceWith(placeholder);
}

/** Links follow the engine's link policy; links off this site open in a new tab, cut off from it. */
function applyLinkPolicy(element: Element, pageUrl: string): void {
  if ((element.nodeName !== 'A' && element.nodeName !== 'AREA') || !element.hasAttribute('href')) return;
  const href = element.getAttribute('href') ?? '';
  element.removeAttribute('target');
  // An anchor inside the same text moves the reading position only.
  if (href.startsWith('#')) return;
  const checked = checkLink(href);
  if (!checked.ok) {
    element.removeAttribute('href');
    return;
  }
  const { target } = checked;
  if (target.kind === 'web' && new URL(target.href, pageUrl).origin !== new URL(pageUrl).origin) {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  }
}

/** A DOMPurify instance of its own (hooks are per instance) configured as above. */
export function createSanitiser(purify: DOMPurify, options: SanitiserOptions): Sanitiser {
  const instance = purify(window);
  const base = new URL(options.mediaBase.replace(/\/?$/, '/'), options.pageUrl);
  instance.addHook('afterSanitizeAttributes', (element) => {
    filterStyle(element);
    applyLinkPolicy(element, options.pageUrl);
    keepMediaOnCdn(element, options, base);
  });
  return (html) => instance.sanitize(html, CONFIG);
}

let purifier: DOMPurify | undefined;
let loading: Promise<DOMPurify> | undefined;

function loadPurifier(): Promise<DOMPurify> {
  loading ??= import('dompurify').then((module) => (purifier = module.default));
  return loading;
}

const defaultOptions = (): SanitiserOptions => ({
  mediaBase: import.meta.env.VITE_BASE_CDN,
  pageUrl: window.location.href,
});

/** The sanitiser, DOMPurify loaded: `(await loadSanitiser())(html)`. */
export async function loadSanitiser(options: Partial<SanitiserOptions> = {}): Promise<Sanitiser> {
  return createSanitiser(await loadPurifier(), { ...defaultOptions(), ...options });
}

const Html = styled.div`
  [data-blocked] {
    display: inline-block;
    padding: 8px 12px;
    color: ${({ theme }) => theme.muted};
    font-size: 12px;
    background: #f5f5f5;
    border: 1px dashed #ddd;
  }
  /* Content written for a desktop page (a 750 px image, a wide table) fits a narrower screen: boxes are
     capped at the column's width, long words break, a table scrolls inside itself. */
  ${belowContentWidth} {
    overflow-wrap: anywhere;
    * {
      max-width: 100%;
    }
    img,
    video {
      height: auto;
    }
    table {
      display: block;
      overflow-x: auto;
    }
  }
`;

/**
 * Renders HTML that came from the server after the sanitiser above: no scripts, styles, forms or
 * overlays, links by the link policy, media from the CDN only. Nothing shows before it is sanitized.
 * `mediaBase` overrides the CDN alias images may load from.
 */
export function SafeHtml({
  html,
  className,
  mediaBase,
}: {
  html: string;
  className?: string;
  mediaBase?: string;
}) {
  const [purify, setPurify] = useState<DOMPurify | undefined>(purifier);
  useEffect(() => {
    // DOMPurify is itself a function: pass it in an updater, or React would call it as one.
    if (!purify) void loadPurifier().then((module) => setPurify(() => module));
  }, [purify]);
  const sanitise = useMemo(
    () => purify && createSanitiser(purify, { ...defaultOptions(), ...(mediaBase && { mediaBase }) }),
    [purify, mediaBase],
  );
  const clean = useMemo(() => sanitise?.(html), [sanitise, html]);
  if (clean === undefined) return <Skeleton lines={3} />;
  return <Html className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
