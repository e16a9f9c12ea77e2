// Ticking one line of a 200-line cart: the commit React's <Profiler> measures (actualDuration) must fit in one
// 16 ms frame. Renders the cart page's table and summary bar in jsdom with the synthetic cart held the way the
// page holds it (the cart answer; a tick is the engine's withTicks, as the optimistic cache update), without
// network. Prints min / median / max commit ms, the table's and the bar's share, and the engine's cartTotals.
// Run with `npx tsx scripts/bench-cart.tsx`; exits 1 over budget. React runs as users get it: the production
// build, with the profiling entry (react-dom/profiling) so that <Profiler> still reports.
import { createRequire, register } from 'node:module';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const LINES = 200;
const TICKS = 40;
const FRAME_MS = 16;
/** 2026-11-20 10:00 in Asia/Shanghai, inside the flash sale below. */
const NOW = Date.UTC(2026, 10, 20, 2);
const SALE_START = '2026-11-20 09:00:00';
const SALE_END = '2026-11-23 10:00:00';

// jsdom ships no types; this is the part used.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: object) => { window: Window & typeof globalThis };
};
const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
  url: 'http://localhost/points/cart',
  pretendToBeVisual: true,
});
Object.assign(globalThis, {
  window: dom.window,
  document: dom.window.document,
  navigator: dom.window.navigator,
  HTMLElement: dom.window.HTMLElement,
  Node: dom.window.Node,
});
process.env.NODE_ENV = 'production';

// styled-components' CommonJS build has its default export one level down under Node's ESM; load its ES
// module build (as the bundler and Vitest do) so `styled.div` is what the storefront gets. react-dom/client
// becomes its profiling build.
const STYLED_ESM = pathToFileURL('node_modules/styled-components/dist/styled-components.browser.esm.js').href;
const hook = `export async function resolve(specifier, context, next) {
  if (specifier === 'styled-components') return { url: ${JSON.stringify(STYLED_ESM)}, format: 'module', shortCircuit: true };
  if (specifier === 'react-dom/client') return next('react-dom/profiling', context);
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

// Imported once the DOM globals exist: react-dom and styled-components look for them when they load.
const React = await import('react');
// No JSX here: its runtime would load before NODE_ENV is set, as React's development build.
const h = React.createElement;
const { createRoot } = await import('react-dom/client');
const { flushSync } = await import('react-dom');
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { ThemeProvider } = await import('styled-components');
const engine = await import('../engine');
const { checkProfileFolder } = await import('./lib/profiles-fs');
const { ShopProvider } = await import('../src/shop/shop-context');
const { ApiClientProvider } = await import('../src/shop/api-client');
const { createApiClient } = await import('../src/lib/api/request');
/** Nothing is sent while ticking is measured: the client's effects do nothing. */
const benchEffects = { toast() {}, alert() {}, navigate() {}, logout() {} };
const { shopTheme } = await import('../src/shop/theme');
const { CartTable } = await import('../src/features/cart/cart-table');
const { CartSummaryBar } = await import('../src/features/cart/cart-summary-bar');
type Item = import('../src/features/cart/use-cart-view').ShownCartItem;
type CartList = import('../engine/contract').CartList;

/** A cart of every kind of line: list price, ladder, quota, activity 3, flash sales, off shelf, restricted. */
function syntheticCart(): CartList {
  const items = Array.from({ length: LINES }, (_, i): Item => {
    const code = `S${i}`;
    const flash = i % 9 === 0;
    return {
      goodsCode: `G${i}`,
      goodsSkuCode: code,
      goodsSkuName: `演示商品 ${i}`,
      goodsSkuImgUrl: `/img/${code}.jpg`,
      unit: '件',
      quantity: 1 + (i % 12),
      sellingPrice: 100 + (i % 90),
      integralPrice: 100 + (i % 90),
      supplyPrice: 12.5,
      quotaIntrgral: 100,
      isQuotaGoods: i % 10 === 0 ? 1 : 0,
      goodsSkuStock: i % 17 === 0 ? 0 : 50,
      shelvesStatus: i % 23 === 0 ? 1002 : 1001,
      inStock: true,
      goodsSkuSalesAreaList:
        i % 11 === 0
          ? [{ goodsSkuCode: code, provinceIds: '1', cityIds: '', areaIds: '', limitType: 1001 }]
          : [],
      activityGoodsInfo: flash
        ? { activityType: 4, activityPrice: 60, expireStartTime: SALE_START, expireEndTime: SALE_END }
        : i % 7 === 0
          ? { activityType: 3, activityPrice: 80 }
          : null,
      isCheck: i % 3 === 0 ? 0 : 1,
      isLimitSales: 0,
      goodsType: null,
      virtualOrder: null,
      cartItems: [{ goodsSkuCode: code, quantity: 1 + (i % 12) }],
      isOpenLadderPrice: i % 5 === 0 ? 1 : 0,
      ladderPriceGoodsList:
        i % 5 === 0
          ? [
              { minCount: 1, ladderSellingPrice: 150 },
              { minCount: 10, ladderSellingPrice: 135 },
            ]
          : [],
    };
  });
  return { validCartItems: [{ supplierName: '演示供应商', cartItems: items }], invalidCartItems: [] };
}

const resolved = (await checkProfileFolder()).shops.get('points');
if (!resolved) throw new Error('no points shop in shop-profiles/');
const context: import('../engine').CartContext = {
  mode: 'points',
  serverNow: NOW,
  region: { provinceId: 1 },
};
const format = { mode: 'points', unitName: '积分' } as const;

let tickLine: (line: Item) => void = () => undefined;

/** The page's data flow without the network: the cart answer in state, everything derived memoised on it. */
function Harness() {
  const [cart, setCart] = React.useState(syntheticCart);
  const lines = React.useMemo(() => engine.cartLines<Item>(cart), [cart]);
  const totals = React.useMemo(() => engine.cartTotals(lines, context), [lines]);
  const onTick = React.useCallback((line: Item, ticked: boolean) => {
    setCart((current) => engine.withTicks(current, engine.tickChanges(line, ticked, context)));
  }, []);
  tickLine = (line) =>
    onTick(line, !engine.isOn(lines.find((each) => each.goodsSkuCode === line.goodsSkuCode)?.isCheck));
  const ticked = engine.tickedLineKeys(lines, context);
  const allState = engine.selectAllState(lines, context);
  return h(
    React.Fragment,
    null,
    h(
      React.Profiler,
      { id: 'table', onRender: profiled('table') },
      h(CartTable, { lines, context, format, allState, onTick, onTickAll: () => undefined }),
    ),
    h(
      React.Profiler,
      { id: 'bar', onRender: profiled('bar') },
      h(CartSummaryBar, {
        totals,
        ticked,
        format,
        fixed: true,
        allState,
        onTickAll: () => undefined,
        onSettle: () => undefined,
      }),
    ),
  );
}

const profiled = (id: string) => (_id: string, phase: string, actualDuration: number) =>
  record(id, phase, actualDuration);
const commits: Record<string, number[]> = { cart: [], table: [], bar: [] };
let measuring = false;
function record(id: string, phase: string, ms: number) {
  if (measuring && phase === 'update') commits[id]?.push(ms);
}

const facts = { loggedIn: true, user: engine.GUEST, shop: engine.shopFacts(resolved.profile) };
const root = createRoot(document.getElementById('root') as HTMLElement);
flushSync(() =>
  root.render(
    h(
      QueryClientProvider,
      { client: new QueryClient() },
      h(
        ThemeProvider,
        { theme: shopTheme(resolved.profile.theme?.color) },
        h(ApiClientProvider, {
          client: createApiClient({ mallPath: 'points', effects: benchEffects }),
          children: h(ShopProvider, {
            resolved,
            facts,
            children: h(React.Profiler, { id: 'cart', onRender: profiled('cart') }, h(Harness)),
          }),
        }),
      ),
    ),
  ),
);

const tickable = engine.cartLines<Item>(syntheticCart()).filter((line) => engine.canTick(line, context));
for (let i = 0; i < TICKS + 5; i += 1) {
  measuring = i >= 5; // the first few warm the JIT
  const line = tickable[(i * 7) % tickable.length] as Item;
  // Synchronous, so each tick is one commit of its own.
  flushSync(() => tickLine(line));
}
root.unmount();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const row = (values: number[]) => ({
  min: Math.min(...values).toFixed(2),
  median: median(values).toFixed(2),
  max: Math.max(...values).toFixed(2),
});

const lines = engine.cartLines<Item>(syntheticCart());
const totalsMs = Array.from({ length: 50 }, () => {
  const start = performance.now();
  engine.cartTotals(lines, context);
  return performance.now() - start;
});

console.log(
  `Ticking one line of a ${LINES}-line cart, ${TICKS} ticks (commit ms, React <Profiler> actualDuration):`,
);
console.table({
  'whole commit (page data flow, table, bar)': row(commits.cart ?? []),
  'table (rows re-render only where a line changed)': row(commits.table ?? []),
  'summary bar': row(commits.bar ?? []),
  'the rest: the page derivations (cartLines, cartTotals, select-all, ticked keys)': row(
    (commits.cart ?? []).map((ms, at) => ms - (commits.table?.[at] ?? 0) - (commits.bar?.[at] ?? 0)),
  ),
  'engine cartTotals (outside React)': row(totalsMs),
});
const measured = commits.cart ?? [];
if (measured.length < TICKS) throw new Error(`only ${measured.length} of ${TICKS} ticks were committed`);
const worst = median(measured);
const verdict = worst <= FRAME_MS ? 'within' : 'OVER';
console.log(`median commit ${worst.toFixed(2)} ms: ${verdict} the ${FRAME_MS} ms frame`);
process.exit(worst <= FRAME_MS ? 0 : 1);
