// Where baselines live, and which ones no test uses any more (a removed profile or screen).
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { SITE_COLUMN } from './projects';

export const BASELINES_FOLDER = 'baselines';

/**
 * Playwright's snapshotPathTemplate. The tests name each baseline by the segments [project, screen], so
 * `{arg}{ext}` is `points@1440/home.png` (`{projectName}` would be sanitised to `points-1440`). A draft's run
 * (scripts/matrix.ts --draft) keeps the live shop's screenshots in a folder of its own, MATRIX_BASELINES.
 */
export const SNAPSHOT_PATH_TEMPLATE = process.env.MATRIX_BASELINES
  ? `${process.env.MATRIX_BASELINES}/{arg}{ext}`
  : `{testDir}/${BASELINES_FOLDER}/{arg}{ext}`;

export interface BaselineProject {
  name: string;
  /** The project's column (metadata.column): a mall path or the site column. */
  column: string;
}

/** `points@1440/home.png` for every project and the screens that run in it. */
export function expectedBaselines(
  projects: readonly BaselineProject[],
  screens: readonly { name: string; site?: boolean }[],
): Set<string> {
  return new Set(
    projects.flatMap((project) =>
      screens
        .filter((screen) => Boolean(screen.site) === (project.column === SITE_COLUMN))
        .map((screen) => `${project.name}/${screen.name}.png`),
    ),
  );
}

function filesUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** Files in the baselines folder that no project × screen expects, sorted. */
export function orphanBaselines(baselinesDir: string, expected: ReadonlySet<string>): string[] {
  return filesUnder(baselinesDir)
    .filter((file) => !expected.has(file))
    .sort();
}
