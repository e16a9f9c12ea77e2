// The matrix's Playwright projects, generated from the profiles folder: one project per shop profile and
// viewport, plus one per viewport for the screens that belong to the whole site rather than to a shop.
// Nothing here knows a shop by name, so a profile copied to a new mall path joins on the next run.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlaywrightTestOptions, PlaywrightWorkerOptions, Project } from '@playwright/test';

export interface MatrixViewport {
  width: number;
  height: number;
  /** A phone's: touch, checked for sideways scroll. */
  phone?: boolean;
  /** Photographed for one shop of each shop type only (`sampleShops`), not for every shop. */
  sampled?: boolean;
}

/** The phone every screen is photographed at; the smallest phone is checked for overflow only. */
export const PHONE_VIEWPORT: MatrixViewport = { width: 390, height: 844, phone: true, sampled: true };
export const SMALLEST_PHONE: MatrixViewport = { width: 360, height: 740, phone: true };

/**
 * The viewports every screen is photographed at; the project name carries the width: `points@1440`. Every
 * shop at 1440; at 1280 (the same desktop layout, narrower) and on the phone one shop of each type, which
 * shows every page family and layout once per shop type within the matrix's time (docs/qa.md).
 */
export const VIEWPORTS: readonly MatrixViewport[] = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800, sampled: true },
  PHONE_VIEWPORT,
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
  /** The preset the profile extends: its shop type. */
  preset: string;
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
  /** A phone's viewport: checked for overflow, and at the smallest phone too. */
  phone: boolean;
}

/** The shops: every profile in this folder is a column (MATRIX_PROFILES tries another folder). */
export const matrixProfilesFolder = (): string =>
  resolve(dirname(fileURLToPath(import.meta.url)), '../..', process.env.MATRIX_PROFILES ?? 'shop-profiles');

/** Every `*.json` directly in `dir` (not `presets/`; a link counts, as in a draft's folder), sorted by mall path. */
export function listShops(dir: string): MatrixShop[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && entry.name.endsWith('.json'))
    .map((entry) => {
      const mallPath = basename(entry.name, '.json');
      const { name, preset } = profileHeading(join(dir, entry.name));
      return { mallPath, name: name ?? mallPath, preset: preset ?? '' };
    })
    .sort((a, b) => (a.mallPath < b.mallPath ? -1 : a.mallPath > b.mallPath ? 1 : 0));
}

function profileHeading(file: string): { name?: string; preset?: string } {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  try {
    const profile = JSON.parse(readFileSync(file, 'utf8')) as {
      shop?: { name?: unknown };
      extends?: unknown;
    } | null;
    return { name: text(profile?.shop?.name), preset: text(profile?.extends) };
  } catch {
    return {}; // the profile check reports broken files; the matrix still shows the column
  }
}

/** The shops photographed at a sampled viewport: the first of each shop type (preset) in mall-path order. */
export function sampleShops(shops: readonly MatrixShop[]): MatrixShop[] {
  return shops.filter((shop, index) => shops.findIndex((other) => other.preset === shop.preset) === index);
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
  return viewports.flatMap(({ phone = false, sampled = false, ...viewport }) => {
    const viewportMetadata = { viewport: viewportLabel(viewport), phone };
    const device = { viewport, isMobile: phone, hasTouch: phone };
    const shopProjects = (sampled ? sampleShops(shops) : shops).map((shop): MatrixProject => ({
      name: projectName(shop.mallPath, viewport),
      grepInvert: new RegExp(SITE_TAG),
      use: { mallPath: shop.mallPath, ...device },
      metadata: {
        column: shop.mallPath,
        columnTitle: shop.name,
        ...viewportMetadata,
      } satisfies MatrixProjectMetadata,
    }));
    const siteProject: MatrixProject = {
      name: projectName(SITE_COLUMN, viewport),
      grep: new RegExp(SITE_TAG),
      use: { mallPath: '', ...device },
      metadata: {
        column: SITE_COLUMN,
        columnTitle: '全站',
        ...viewportMetadata,
      } satisfies MatrixProjectMetadata,
    };
    return [...shopProjects, siteProject];
  });
}
