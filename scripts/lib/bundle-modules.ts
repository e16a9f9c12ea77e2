// The modules inside built chunks, from the bundle report (rollup-plugin-visualizer's raw data,
// build-report/bundle.json, written by `npm run build`; build-report/bundle.html draws the same data).
import { readFileSync } from 'node:fs';

export const BUNDLE_REPORT = 'build-report/bundle.json';

interface RawReport {
  nodeParts: Record<string, { renderedLength: number; gzipLength: number }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
}

export interface ModuleShare {
  /** A source file, or a package of node_modules with its modules counted together. */
  name: string;
  /** Its estimated share of the chunks' gzip -9 bytes. */
  gzipBytes: number;
}

/** `/node_modules/react-dom/cjs/x.js` → `react-dom`; `/node_modules/@tanstack/query-core/…` → `@tanstack/query-core`. */
const packageOf = (id: string): string | undefined => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];

/**
 * The modules of the given chunks, biggest first. The report measures each module's code gzipped alone
 * (before minification), so each module gets its part of its chunk's real gzip size in that proportion:
 * the shares add up to the chunks' total.
 */
export function moduleShares(
  gzipByChunk: ReadonlyMap<string, number>,
  report = BUNDLE_REPORT,
): ModuleShare[] {
  const { nodeParts, nodeMetas } = JSON.parse(readFileSync(report, 'utf8')) as RawReport;
  const parts = Object.values(nodeMetas).flatMap(({ id, moduleParts }) =>
    Object.entries(moduleParts)
      .filter(([chunk]) => gzipByChunk.has(chunk))
      .map(([chunk, uid]) => ({ id, chunk, alone: nodeParts[uid]?.gzipLength ?? 0 })),
  );
  const aloneByChunk = new Map<string, number>();
  for (const part of parts) aloneByChunk.set(part.chunk, (aloneByChunk.get(part.chunk) ?? 0) + part.alone);
  const shares = new Map<string, number>();
  for (const { id, chunk, alone } of parts) {
    const share = ((gzipByChunk.get(chunk) ?? 0) * alone) / (aloneByChunk.get(chunk) || 1);
    const name = packageOf(id) ?? id.replace(/^\0/, '').replace(/^\//, '');
    shares.set(name, (shares.get(name) ?? 0) + share);
  }
  return [...shares]
    .map(([name, gzipBytes]) => ({ name, gzipBytes }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
