import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Shop ids every profile uses, plus the special shops the spec names. */
const shopIds = new Set(['9009', '9406', '7815', '4334']);
for (const name of readdirSync('shop-profiles').filter((file) => file.endsWith('.json'))) {
  shopIds.add(String(JSON.parse(readFileSync(join('shop-profiles', name), 'utf8')).shop.id));
}
const ids = [...shopIds].join('|');
const SHOP_TESTS = [
  new RegExp(`(===|!==|==|!=)\\s*['"]?(${ids})\\b`),
  new RegExp(`\\b(${ids})['"]?\\s*(===|!==|==|!=)`),
  new RegExp(`case\\s+['"]?(${ids})\\b`),
  /\b(websiteType|customProjectWebsiteType)\b\s*(===|!==|==|!=|\))/,
  /(===|!==|==|!=)\s*[\w.?]*\b(websiteType|customProjectWebsiteType)\b/,
  /switch\s*\([^)]*\b(websiteType|customProjectWebsiteType)\b/,
];

/** Lines of a source text that test a shop id or a shop type. */
export function shopTests(source: string): string[] {
  return source.split('\n').filter((line) => SHOP_TESTS.some((pattern) => pattern.test(line)));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'demo-gateway' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('architecture: components ask for capabilities, never test a shop', () => {
  it.each([
    ['if (shop.id === 9406) hidePrice()'],
    ["if (info.websiteType == '10') return null"],
    ['const hide = 7815 !== shopId'],
    ['switch (info.websiteType) {'],
    ['if (customProjectWebsiteType === 1098) return'],
    ['case 4334:'],
  ])('detects %s', (line) => {
    expect(shopTests(line)).toEqual([line]);
  });

  it.each([['const price = goods.sellingPrice;'], ['websiteType: number;'], ['const limit = 9009.5 * 2']])(
    'lets %s through',
    (line) => {
      expect(shopTests(line)).toEqual([]);
    },
  );

  it('no file under src/ (the demo gateway aside) compares a shop id, websiteType or customProjectWebsiteType', () => {
    const offending = sourceFiles('src').flatMap((file) =>
      shopTests(readFileSync(file, 'utf8')).map((line) => `${file}: ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});
