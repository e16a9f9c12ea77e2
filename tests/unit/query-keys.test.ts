import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cartListQuery } from '../../src/lib/api/endpoints/cart';
import { goodsDetailQuery } from '../../src/lib/api/endpoints/goods';
import { cartKeys, goodsKeys, isShopWideKey, shopKeys, shopProfileKeys } from '../../src/lib/api/query-keys';
import { configureClient } from '../../src/lib/api/request';

/** The one file allowed to write a query key as an array. */
const KEY_FACTORIES = join('src', 'lib', 'api', 'query-keys.ts');

const LITERAL_KEYS = [
  /\b(queryKey|mutationKey)\s*:\s*\[/,
  /\b(invalidateQueries|removeQueries|resetQueries|refetchQueries|cancelQueries|setQueryData|getQueryData|setQueriesData|getQueriesData|fetchQuery|prefetchQuery|ensureQueryData)\s*\(\s*\[/,
];

/** Lines of a source text that write a query key as a literal array instead of asking a key factory. */
export const literalKeys = (source: string): string[] =>
  source.split('\n').filter((line) => LITERAL_KEYS.some((pattern) => pattern.test(line)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('architecture: query keys come from the key factories only (src/lib/api/query-keys.ts)', () => {
  it.each([
    ["queryKey: [currentMallPath(), 'cart', 'list', region],"],
    ["await queryClient.invalidateQueries({ queryKey: [mallPath, 'cart'] });"],
    ["queryClient.setQueryData(['points', 'search', 'history'], []);"],
    ["queryClient.invalidateQueries(['cart'])"],
    ["useMutation({ mutationKey: ['cart', 'add'], mutationFn })"],
  ])('detects %s', (line) => {
    expect(literalKeys(line)).toEqual([line]);
  });

  it.each([
    ['queryKey: cartKeys.list(region),'],
    ['queryClient.invalidateQueries({ queryKey: cartKeys.all() });'],
    ['const isShopWide = (queryKey: readonly unknown[]) => queryKey[0];'],
  ])('lets %s through', (line) => {
    expect(literalKeys(line)).toEqual([]);
  });

  it('no file under src/ but the key factories writes a literal query key', () => {
    const offending = sourceFiles('src')
      .filter((file) => file !== KEY_FACTORIES)
      .flatMap((file) => literalKeys(readFileSync(file, 'utf8')).map((line) => `${file}: ${line.trim()}`));
    expect(offending).toEqual([]);
  });
});

describe('key factories: an invalidation through a domain key reaches every answer of it', () => {
  configureClient({
    mallPath: () => 'points',
    effects: { toast() {}, alert() {}, navigate() {}, logout() {} },
  });

  const cached = (keys: readonly (readonly unknown[])[]) => {
    const client = new QueryClient();
    for (const key of keys) client.setQueryData(key, 1);
    return client;
  };
  const stale = (client: QueryClient) =>
    client
      .getQueryCache()
      .findAll({ stale: true })
      .map((query) => query.queryKey);

  it('cartKeys.all() covers the count and the list of every region, and nothing else', async () => {
    const list = cartListQuery({ provinceId: 1 }).queryKey;
    const client = cached([list, cartKeys.count(), shopKeys.info()]);
    await client.invalidateQueries({ queryKey: cartKeys.all() });
    expect(stale(client)).toEqual([list, cartKeys.count()]);
  });

  it("goodsKeys.details(code) covers the goods' detail with or without a SKU, not another goods", async () => {
    const withSku = goodsDetailQuery({ goodsCode: 'G-1', goodsSkuCode: 'G-1-01' }).queryKey;
    const without = goodsDetailQuery({ goodsCode: 'G-1' }).queryKey;
    const other = goodsDetailQuery({ goodsCode: 'G-2' }).queryKey;
    const client = cached([withSku, without, other]);
    await client.invalidateQueries({ queryKey: goodsKeys.details('G-1') });
    expect(stale(client)).toEqual([withSku, without]);
  });

  it('keys are per shop: the mall path comes first', () => {
    expect(cartKeys.count()[0]).toBe('points');
  });

  it.each([
    [shopKeys.info(), true],
    [shopProfileKeys.profile('points'), true],
    [cartKeys.count(), false],
    [goodsKeys.home(), false],
  ])('%j is shop-wide: %s', (key, expected) => {
    expect(isShopWideKey(key)).toBe(expected);
  });
});
