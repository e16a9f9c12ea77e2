import { useLocation } from 'react-router-dom';
import type { MenuItem, Menus } from '../../engine';
import { useShop } from './shop-context';
import { pathInShop } from './shop-paths';

/**
 * The menus whose entries name the page they open. The header's and the sidebar's shortcuts (购物车 for
 * 我的购物车) are not the page's name.
 */
const NAMING_MENUS: readonly (keyof Menus)[] = ['userCentre', 'navTabs', 'extraNavTabs'];

function entryFor(items: readonly MenuItem[], path: string): MenuItem | undefined {
  for (const item of items) {
    const found = item.path === path ? item : item.children && entryFor(item.children, path);
    if (found) return found;
  }
  return undefined;
}

/**
 * The current page's name for its heading, breadcrumb and tab title: the label of its menu entry in the
 * shop's profile (a shop that renames 我的订单 renames the page too), else `fallback`, the page's own name.
 */
export function usePageTitle(fallback: string): string {
  const { mallPath, configuredMenus } = useShop();
  const { pathname } = useLocation();
  const path = pathInShop(mallPath, { pathname, search: '' });
  for (const menu of NAMING_MENUS) {
    const entry = entryFor(configuredMenus[menu] ?? [], path);
    if (entry) return entry.title;
  }
  return fallback;
}
