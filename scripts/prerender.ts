/**
 * `npm run prerender` (the last step of `npm run build`): writes each shop's first paint, the frame of each
 * page of FIRST_PAINT_PAGES drawn from its profile, as HTML under dist/first-paint/ (docs/first-paint.md).
 * `--shop <mallPath>` (repeatable) draws only those shops: a shop added after the build gets its pages
 * without building again. A shop whose profile is not ready is left to the client-rendered page.
 * `--dist` and `--profiles` name other folders than dist/ and shop-profiles/.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { readProfileFolder, PROFILES_DIR } from './lib/profiles-fs';
import { resolvedProfiles } from './lib/resolved-profiles';
import { chunksBeyondEntry, FIRST_PAINT_DIR, firstPaintFile, firstPaintPage } from './lib/first-paint-page';

const RENDERER = 'dist-prerender/render-page.js';
/** The module a prerendered page hydrates with, beside the entry (src/main.tsx waits for it). */
const FRAME_MODULE = 'src/app/shop-frame.tsx';

type Renderer = typeof import('../src/prerender/render-page');

async function main() {
  const { values } = parseArgs({
    options: {
      shop: { type: 'string', multiple: true },
      dist: { type: 'string', default: 'dist' },
      profiles: { type: 'string', default: PROFILES_DIR },
    },
  });
  const dist = values.dist;
  const started = performance.now();
  const index = await readFile(join(dist, 'index.html'), 'utf8').catch(() => {
    throw new Error(`${dist}/index.html is missing: run npm run build`);
  });
  if (!existsSync(RENDERER)) throw new Error(`${RENDERER} is missing: run npm run build`);
  const renderer = (await import(pathToFileURL(RENDERER).href)) as Renderer;
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
  const preloads = chunksBeyondEntry(manifest, FRAME_MODULE);
  const { shops } = await readProfileFolder(values.profiles);
  const named = values.shop ?? shops.map((file) => basename(file.file, '.json'));
  const profileOf = resolvedProfiles(values.profiles);
  let pages = 0;
  for (const mallPath of named) {
    const load = await profileOf(mallPath);
    if (load.status !== 'ready') {
      console.warn(`${mallPath}: profile ${load.status}, left to the client-rendered page`);
      continue;
    }
    const title = load.resolved.profile.shop.name;
    for (const page of renderer.FIRST_PAINT_PAGES) {
      const address = `/${mallPath}${page}`;
      const { html, styles } = await renderer.renderFirstPaint(address, load);
      const file = join(dist, firstPaintFile(address));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(
        file,
        firstPaintPage(index, {
          html,
          styles,
          dataId: renderer.FIRST_PAINT_DATA_ID,
          mallPath,
          load,
          title,
          preloads,
        }),
      );
      pages += 1;
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Prerendered ${pages} pages of ${named.length} shop(s) into ${dist}/${FIRST_PAINT_DIR}/ in ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
