// A prerendered page: the built index.html with a shop's first paint in it (scripts/prerender.ts), and
// where such pages live, for `npm start` (scripts/serve.ts) and a static host (docs/first-paint.md).
import { createHash } from 'node:crypto';
import type { ShopProfileLoad } from '../../engine';

/** The folder of dist/ that holds the prerendered pages, at their address: first-paint/points/home.html. */
export const FIRST_PAINT_DIR = 'first-paint';

/** The meta tag naming the profile a page was drawn from, so a server never sends a stale one. */
export const PROFILE_STAMP_META = 'first-paint-profile-stamp';

/** Where the prerendered page of an address lives inside dist/ ('/points/home' → first-paint/points/home.html). */
export const firstPaintFile = (pathname: string): string => `${FIRST_PAINT_DIR}${pathname}.html`;

/** A short fingerprint of the profile as the server answers it. */
export const profileStamp = (load: ShopProfileLoad): string =>
  createHash('sha256').update(JSON.stringify(load)).digest('hex').slice(0, 16);

const escapeText = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/** JSON inside a <script> element: `<` escaped, so no text of a profile can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface FirstPaintParts {
  /** The app root's markup and its styles (src/prerender/render-page.tsx). */
  html: string;
  styles: string;
  /** The id of the data element main.tsx reads the profile from. */
  dataId: string;
  mallPath: string;
  load: ShopProfileLoad;
  title: string;
  /** Addresses of the JavaScript hydration waits for beyond the entry's (the shop frame's chunks). */
  preloads: readonly string[];
}

/** The entry script and the module preloads at low priority (the browser's default for them is high). */
const lowPriorityScripts = (html: string) =>
  html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );

/** The built index.html with the first paint in its root, its styles and profile in the page. */
export function firstPaintPage(
  index: string,
  { html, styles, dataId, mallPath, load, title, preloads }: FirstPaintParts,
): string {
  const replaced = (text: string, pattern: RegExp, by: string) => {
    if (!pattern.test(text)) throw new Error(`index.html has no ${pattern.source}`);
    return text.replace(pattern, () => by);
  };
  let page = replaced(index, /<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`);
  // The HTML paints the first screen: the scripts take it over later, so they yield to what it shows.
  page = lowPriorityScripts(page);
  page = replaced(
    page,
    /<\/head>/,
    [
      `<meta name="${PROFILE_STAMP_META}" content="${profileStamp(load)}">`,
      ...preloads.map(
        (href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeText(href)}">`,
      ),
      styles,
      '</head>',
    ].join('\n'),
  );
  return replaced(
    page,
    /<div id="root"><\/div>/,
    `<div id="root">${html}</div>\n<script type="application/json" id="${dataId}">${scriptJson({ mallPath, load })}</script>`,
  );
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The files a built module needs (its chunk and every chunk it imports, from Vite's manifest), less those
 * the page's entry already loads: what to preload so the module is in when the entry asks for it.
 */
export function chunksBeyondEntry(manifest: Record<string, ManifestChunk>, module: string): string[] {
  const filesOf = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return seen;
    seen.add(key);
    for (const imported of chunk.imports ?? []) filesOf(imported, seen);
    return seen;
  };
  const entry = filesOf('index.html');
  return [...filesOf(module)].filter((key) => !entry.has(key)).map((key) => `/${manifest[key]!.file}`);
}
