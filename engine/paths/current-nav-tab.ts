// Which nav tab is the current one (spec 1 §2: the goods centre takes a navIndex). Several tabs may lead to
// one page with different queries (商品中心 and a shop's Apple专区 are both the goods centre), so the page
// alone cannot tell; docs/goods-centre.md says why navIndex works as it does.

/** The query field that names the current nav tab by its position in the bar, from 0. */
export const NAV_INDEX = 'navIndex';

interface NavTab {
  key: string;
  /** A page inside the shop, with or without a query ('/commodityCenter/commodityCenter?keyword=Apple'). */
  path?: string;
}

const split = (path: string) => {
  const at = path.indexOf('?');
  return at < 0
    ? { page: path, query: new URLSearchParams() }
    : { page: path.slice(0, at), query: new URLSearchParams(path.slice(at)) };
};

/**
 * The key of the tab shown as current at `here` (a page and query inside the shop), or undefined.
 * A navIndex naming a tab of this page picks it; otherwise the tab of this page whose query the address
 * carries, the one with the most fields first (Apple专区 over 商品中心 at '?keyword=Apple').
 * @example currentNavTab([home, centre, apple], '/commodityCenter/commodityCenter?keyword=Apple') === 'apple-zone'
 */
export function currentNavTab(tabs: readonly NavTab[], here: string): string | undefined {
  const { page, query } = split(here);
  const tabsHere = tabs.flatMap((tab, position) => {
    if (tab.path === undefined) return [];
    const target = split(tab.path);
    return target.page === page ? [{ tab, position, query: target.query }] : [];
  });
  const named = tabsHere.find(({ position }) => String(position) === query.get(NAV_INDEX));
  if (named) return named.tab.key;
  const carried = tabsHere.filter(({ query: wanted }) =>
    [...wanted].every(([name, value]) => query.get(name) === value),
  );
  return carried.reduce<(typeof carried)[number] | undefined>(
    (best, next) => (best && best.query.size >= next.query.size ? best : next),
    undefined,
  )?.tab.key;
}
