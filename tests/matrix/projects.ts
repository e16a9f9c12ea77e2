// The matrix's Playwright projects, generated from the profiles folder: one project per shop profile and
// viewport, plus one per viewport for the screens that belong to the whole site rather than to a shop.
// Nothing here knows a shop by name, so a profile copied to a new mall path joins on the next run.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { PlaywrightTestOptions, PlaywrightWorkerOptions, Project } from '@playwright/test';

export interface MatrixViewport {
  width: number;
  height: number;
}

/** The viewports every screen is photographed at; the project name carries the width: `points@1440`. */
export const VIEWPORTS: readonly MatrixViewport[] = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
];

/**
 * The column of screens outside any shop (the site root). Mall paths match `^[a-z][a-z0-9-]+$`, so the
 * leading underscore can never be a shop's.
 */
export const SITE_COLUMN = '_site';

/** Tests tagged with it run only in the site column; every other test only in the shop columns. */
export const SITE_TAG = '@site';

export interface MatrixShop {
  /** The file name without `.json`: the first path segment of the shop's address. */
  mallPath: string;
  /** `shop.name` from the file, for the contact sheet's column heading; the mall path when unreadable. */
  name: string;
}

/** Fixture options every matrix project sets (see fixtures.ts). */
export interface MatrixOptions {
  /** The shop under test; empty in the site column. */
  mallPath: string;
}

export type MatrixProject = Project<PlaywrightTestOptions & MatrixOptions, PlaywrightWorkerOptions>;

/** What the contact sheet reads from a project (`project.metadata`). */
export interface MatrixProjectMetadata {
  column: string;
  columnTitle: string;
  viewport: string;
}

/** Every `*.json` directly in `dir` (not `presets/`; a link counts, as in a draft's folder), sorted by mall path. */
export function listShops(dir: string): MatrixShop[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && entry.name.endsWith('.json'))
    .map((entry) => {
      const mallPath = basename(entry.name, '.json');
      return { mallPath, name: shopName(join(dir, entry.name)) ?? mallPath };
    })
    .sort((a, b) => (a.mallPath < b.mallPath ? -1 : a.mallPath > b.mallPath ? 1 : 0));
}

function shopName(file: string): string | undefined {
  try {
    const profile: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const shop = (profile as { shop?: { name?: unknown } } | null)?.shop;
    return typeof shop?.name === 'string' && shop.name !== '' ? shop.name : undefined;
  } catch {
    return undefined; // the profile check reports broken files; the matrix still shows the column
  }
}

export const viewportLabel = ({ width, height }: MatrixViewport) => `${width}×${height}`;

export const projectName = (column: string, viewport: MatrixViewport) => `${column}@${viewport.width}`;

/**
 * One project per shop × viewport (`points@1440`), then the site column per viewport (`_site@1440`).
 * Viewport-major order keeps the two workers on different shops most of the time.
 */
export function matrixProjects(
  profilesDir: string,
  viewports: readonly MatrixViewport[] = VIEWPORTS,
): MatrixProject[] {
  const shops = listShops(profilesDir);
  return viewports.flatMap((viewport) => {
    const viewportMetadata = { viewport: viewportLabel(viewport) };
    const shopProjects = shops.map((shop): MatrixProject => ({
      name: projectName(shop.mallPath, viewport),
      grepInvert: new RegExp(SITE_TAG),
      use: { mallPath: shop.mallPath, viewport: { ...viewport } },
      metadata: {
        column: shop.mallPath,
        columnTitle: shop.name,
        ...viewportMetadata,
      } satisfies MatrixProjectMetadata,
    }));
    const siteProject: MatrixProject = {
      name: projectName(SITE_COLUMN, viewport),
      grep: new RegExp(SITE_TAG),
      use: { mallPath: '', viewport: { ...viewport } },
      metadata: {
        column: SITE_COLUMN,
        columnTitle: '全站',
        ...viewportMetadata,
      } satisfies MatrixProjectMetadata,
    };
    return [...shopProjects, siteProject];
  });
}
