import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectedBaselines, orphanBaselines } from '../../matrix/baselines';
import { SITE_COLUMN, VIEWPORTS, listShops, matrixProjects, sampleShops } from '../../matrix/projects';

const PROFILES = 'shop-profiles';
let folder: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'matrix-profiles-'));
  cpSync(PROFILES, folder, { recursive: true });
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** Copies a profile to a new mall path, as ops would. */
function copyProfile(from: string, to: string, name: string) {
  const profile = JSON.parse(readFileSync(join(folder, `${from}.json`), 'utf8'));
  profile.shop = { ...profile.shop, mallPath: to, name };
  writeFileSync(join(folder, `${to}.json`), JSON.stringify(profile, null, 2));
}

describe('matrix projects follow the profiles folder', () => {
  it('makes one project per shop profile at 1440, per shop type at the other viewports, plus the site column', () => {
    const shops = listShops(folder);
    const names = matrixProjects(folder).map((project) => project.name);
    const sampled = VIEWPORTS.filter((viewport) => viewport.sampled).length;
    expect(names).toHaveLength(shops.length + 1 + sampled * (sampleShops(shops).length + 1));
    expect(names).toContain('points@1440');
    expect(names).toContain(`${SITE_COLUMN}@1440`);
    expect(names).toContain(`${SITE_COLUMN}@1280`);
    expect(names).toContain(`${SITE_COLUMN}@390`);
  });

  it('photographs the first shop of each shop type at 1280', () => {
    const narrow = matrixProjects(folder).filter((project) => project.name?.endsWith('@1280'));
    expect(narrow.map((project) => project.name)).toEqual([
      'dropship@1280',
      'guide@1280',
      'procure@1280',
      `${SITE_COLUMN}@1280`,
    ]);
  });

  it('photographs the first shop of each shop type on a phone, with touch', () => {
    const phones = matrixProjects(folder).filter((project) => project.metadata?.phone);
    expect(phones.map((project) => project.name)).toEqual([
      'dropship@390',
      'guide@390',
      'procure@390',
      `${SITE_COLUMN}@390`,
    ]);
    expect(phones[0]?.use).toMatchObject({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
  });

  it('adds a column for a profile copied to a new mall path, with no code change', () => {
    const before = matrixProjects(folder).map((project) => project.name);
    copyProfile('points', 'newshop', '新商城');
    const after = matrixProjects(folder);
    const added = after.filter((project) => !before.includes(project.name));
    expect(added.map((project) => project.name)).toEqual(['newshop@1440']);
    expect(added[0]?.use).toMatchObject({ mallPath: 'newshop', viewport: { width: 1440, height: 900 } });
    expect(added[0]?.metadata).toEqual({
      column: 'newshop',
      columnTitle: '新商城',
      viewport: '1440×900',
      phone: false,
    });
  });

  it('drops the column of a removed profile', () => {
    rmSync(join(folder, 'points.json'));
    expect(matrixProjects(folder).map((project) => project.name)).not.toContain('points@1440');
  });

  it('ignores presets, other files and folders', () => {
    mkdirSync(join(folder, 'drafts'));
    writeFileSync(join(folder, 'drafts', 'draft.json'), '{}');
    writeFileSync(join(folder, 'notes.md'), '# notes');
    const shops = listShops(folder).map((shop) => shop.mallPath);
    expect(shops).not.toContain('points-preset');
    expect(shops).not.toContain('procurement');
    expect(shops).not.toContain('draft');
    expect(shops).not.toContain('notes');
  });

  it('keeps a broken profile as a column named by its mall path', () => {
    writeFileSync(join(folder, 'broken.json'), '{ not json');
    expect(listShops(folder)).toContainEqual({ mallPath: 'broken', name: 'broken', preset: '' });
  });

  it('runs site screens only in the site column and shop screens only in shop columns', () => {
    const [shop, site] = matrixProjects(folder).filter((project) =>
      /^(points|_site)@1440$/.test(project.name ?? ''),
    );
    const siteTagged = 'root @site';
    expect(site?.grep instanceof RegExp && site.grep.test(siteTagged)).toBe(true);
    expect(shop?.grepInvert instanceof RegExp && shop.grepInvert.test(siteTagged)).toBe(true);
  });
});

describe('matrix baselines', () => {
  it('lists baselines no project and screen uses as orphans', () => {
    const baselines = join(folder, 'baselines');
    for (const file of [
      'points@1440/home.png',
      'gone@1440/home.png',
      'points@1440/removed.png',
      '_site@1440/root.png',
    ]) {
      mkdirSync(join(baselines, file, '..'), { recursive: true });
      writeFileSync(join(baselines, file), '');
    }
    const expected = expectedBaselines(
      [
        { name: 'points@1440', column: 'points' },
        { name: '_site@1440', column: SITE_COLUMN },
      ],
      [{ name: 'home' }, { name: 'root', site: true }],
    );
    expect([...expected].sort()).toEqual(['_site@1440/root.png', 'points@1440/home.png']);
    expect(orphanBaselines(baselines, expected)).toEqual(['gone@1440/home.png', 'points@1440/removed.png']);
  });
});
