import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { cartListQuery } from '../../src/lib/api/endpoints/cart';
import { goodsDetailQuery } from '../../src/lib/api/endpoints/goods';
import { isShopWideKey, queryKeys, shopProfileKeys } from '../../src/lib/api/query-keys';
import { createApiClient } from '../../src/lib/api/request';
import { sourceFiles, syntaxNodes, written } from './source-code';

/** The one file allowed to write a query key as an array. */
const KEY_FACTORIES = join('src', 'lib', 'api', 'query-keys.ts');

const KEY_PROPERTIES = new Set(['queryKey', 'mutationKey']);
/** QueryClient methods whose first argument is a query key. */
const KEY_METHODS = new Set([
  'invalidateQueries',
  'removeQueries',
  'resetQueries',
  'refetchQueries',
  'cancelQueries',
  'setQueryData',
  'getQueryData',
  'setQueriesData',
  'getQueriesData',
  'fetchQuery',
  'prefetchQuery',
  'ensureQueryData',
]);

/** An array literal, seen through parentheses, `as const`, `satisfies` and type assertions. */
function isArrayLiteral(node: ts.Node | undefined): boolean {
  if (!node) return false;
  if (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isTypeAssertionExpression(node)
  )
    return isArrayLiteral(node.expression);
  return ts.isArrayLiteralExpression(node);
}

const nameOf = (node: ts.Node): string =>
  ts.isIdentifier(node) || ts.isStringLiteral(node) ? node.text : '';

const calledMethod = (call: ts.CallExpression): string =>
  ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : nameOf(call.expression);

/** `queryKey: [...]`, or a QueryClient call whose first argument is `[...]`. */
const isLiteralKey = (node: ts.Node): boolean =>
  (ts.isPropertyAssignment(node) &&
    KEY_PROPERTIES.has(nameOf(node.name)) &&
    isArrayLiteral(node.initializer)) ||
  (ts.isCallExpression(node) && KEY_METHODS.has(calledMethod(node)) && isArrayLiteral(node.arguments[0]));

/** Query keys written as literal arrays instead of asked of a key factory, found however lines break. */
const literalKeys = (source: string, fileName?: string): string[] =>
  syntaxNodes(source, fileName).filter(isLiteralKey).map(written);

describe('architecture: query keys come from the key factories only (src/lib/api/query-keys.ts)', () => {
  it.each([
    ["useQuery({ queryKey: [api.mallPath, 'cart', 'list', region], queryFn })"],
    ["await queryClient.invalidateQueries({ queryKey: [mallPath, 'cart'] });"],
    ["queryClient.setQueryData(['points', 'search', 'history'], []);"],
    ["queryClient.invalidateQueries(['cart'])"],
    ["useMutation({ mutationKey: ['cart', 'add'], mutationFn })"],
    ["useQuery({ queryKey: ['cart'] as const, queryFn })"],
    // Split over lines, as a formatter leaves a long call: a scan line by line let these through.
    ["queryClient.setQueryData(\n  [mallPath, 'search', 'history'],\n  (old) => old,\n);"],
    ["useQuery({\n  queryKey:\n    [mallPath, 'cart', 'list'],\n  queryFn,\n});"],
    ["queryClient\n  .invalidateQueries(\n    ['cart'],\n  );"],
    ["useMutation({\n  'mutationKey'\n  : ['cart', 'add'],\n})"],
  ])('detects %j', (source) => {
    expect(literalKeys(source)).toHaveLength(1);
  });

  it.each([
    ['useQuery({ queryKey: api.keys.cart.list(region), queryFn })'],
    ['queryClient.invalidateQueries({ queryKey: api.keys.cart.all() });'],
    ['queryClient.setQueryData(api.keys.cart.count(), [0]);'],
    ['useQuery({\n  queryKey:\n    api.keys.cart.list(region),\n  queryFn,\n});'],
    ['const isShopWide = (queryKey: readonly unknown[]) => queryKey[0];'],
  ])('lets %j through', (source) => {
    expect(literalKeys(source)).toEqual([]);
  });

  it('no file under src/ but the key factories writes a literal query key', () => {
    const offending = sourceFiles('src')
      .filter((file) => file !== KEY_FACTORIES)
      .flatMap((file) =>
        literalKeys(readFileSync(file, 'utf8'), file).map((finding) => `${file}:${finding}`),
      );
    expect(offending).toEqual([]);
  });
});

describe('key factories: an invalidation through a domain key reaches every answer of it', () => {
  const api = createApiClient({
    mallPath: 'points',
    effects: { toast() {}, alert() {}, navigate() {}, logout() {} },
  });
  const { cart, goods, shop } = api.keys;

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

  it('cart.all() covers the count and the list of every region, and nothing else', async () => {
    const list = cartListQuery(api, { provinceId: 1 }).queryKey;
    const client = cached([list, cart.count(), shop.info()]);
    await client.invalidateQueries({ queryKey: cart.all() });
    expect(stale(client)).toEqual([list, cart.count()]);
  });

  it("goods.details(code) covers the goods' detail with or without a SKU, not another goods", async () => {
    const withSku = goodsDetailQuery(api, { goodsCode: 'G-1', goodsSkuCode: 'G-1-01' }).queryKey;
    const without = goodsDetailQuery(api, { goodsCode: 'G-1' }).queryKey;
    const other = goodsDetailQuery(api, { goodsCode: 'G-2' }).queryKey;
    const client = cached([withSku, without, other]);
    await client.invalidateQueries({ queryKey: goods.details('G-1') });
    expect(stale(client)).toEqual([withSku, without]);
  });

  it("keys are per shop: the mall path comes first, and one shop's invalidation leaves another's answers", async () => {
    expect(cart.count()[0]).toBe('points');
    const procure = queryKeys('procure');
    const client = cached([cart.count(), procure.cart.count()]);
    await client.invalidateQueries({ queryKey: procure.cart.all() });
    expect(stale(client)).toEqual([procure.cart.count()]);
  });

  it.each([
    [queryKeys('points').shop.info(), true],
    [queryKeys('points').region.level('city'), true],
    [shopProfileKeys.profile('points'), true],
    [queryKeys('points').cart.count(), false],
    [queryKeys('points').goods.home(), false],
  ])('%j is shop-wide: %s', (key, expected) => {
    expect(isShopWideKey(key)).toBe(expected);
  });
});
