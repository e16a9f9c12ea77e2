import { Profiler } from 'react';
import { screen } from '@testing-library/react';
import { GoodsGrid } from '../../../src/features/catalogue/components/goods-grid';
import { goodsSearchQuery } from '../../../src/lib/api/endpoints/goods';
import { renderDemoPage, sent, startDemoGateway } from './demo-shop';

// Counts how often components read the shop: every goods card does once per render.
const shopReads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/shop/shop-context', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/shop/shop-context')>();
  return {
    ...actual,
    useShop: () => {
      shopReads.count += 1;
      return actual.useShop();
    },
  };
});

// The files after this one in the worker import the real module.
afterAll(() => vi.doUnmock('../../../src/shop/shop-context'));

startDemoGateway();

it('200 cards: no request per card, and re-rendering the list skips the memoized cards', async () => {
  const commits: { phase: string; actual: number }[] = [];
  const { queryClient, rerender, api } = await renderDemoPage(<div />, {
    route: '/points/commodityCenter/commodityCenter',
  });
  const page = await queryClient.fetchQuery(
    goodsSearchQuery(api, { sortField: 'default', sortOrder: 'asc', currentPage: 1, pageSize: 200 }),
  );
  const goods = Array.from({ length: 200 }, (_, index) => page.records[index % page.records.length]!);
  sent.length = 0;
  const grid = (pass: number) => (
    <Profiler id={`grid-${pass}`} onRender={(_id, phase, actual) => commits.push({ phase, actual })}>
      <GoodsGrid goods={goods} label="商品列表" />
    </Profiler>
  );

  rerender(grid(1));
  // querySelectorAll: role queries over 200 cards are slow in jsdom.
  expect((await screen.findByLabelText('商品列表')).querySelectorAll('li > a')).toHaveLength(200);
  const afterMount = shopReads.count;
  rerender(grid(2));
  // The list reads the shop again (its delivery region); none of the 200 cards renders again.
  expect(shopReads.count - afterMount).toBeLessThanOrEqual(2);
  expect(sent).toEqual([]);
  const [mount, update] = commits;
  console.info(
    `200 cards in jsdom: mount ${mount?.actual.toFixed(0)} ms, update ${update?.actual.toFixed(0)} ms`,
  );
});
