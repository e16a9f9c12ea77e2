import type { MenuItem } from '../generated/shop-profile';

/** Does the menu item `item` lead to `path`: the page itself, or a page below it (order → order/view)? */
const leadsTo = (itemPath: string, path: string) => path === itemPath || path.startsWith(`${itemPath}/`);

/** The trail of menu items to the deepest item whose page is `path` or a parent page of it. */
function findPath(items: readonly MenuItem[], path: string): MenuItem[] | undefined {
  const trails = items.flatMap((item): MenuItem[][] => {
    const below = item.children && findPath(item.children, path);
    if (below) return [[item, ...below]];
    return item.path !== undefined && leadsTo(item.path, path) ? [[item]] : [];
  });
  const depth = (trail: MenuItem[]) => trail.at(-1)?.path?.length ?? 0;
  return trails.reduce<MenuItem[] | undefined>(
    (best, trail) => (best && depth(best) >= depth(trail) ? best : trail),
    undefined,
  );
}

/**
 * The menu items leading to a page: [group, page] for a page of the menu, and [group, parent page] for
 * a page below one (order/view under 我的订单); undefined when the menu has neither.
 */
export const menuTrail = (menu: readonly MenuItem[], path: string) => findPath(menu, path);

/**
 * A user-centre page the shop's menu lists but hides from this user (their codes or the shop's
 * capabilities do not allow it) is not theirs to open by typing its address either.
 */
export function menuDeniesPage(
  profileMenu: readonly MenuItem[],
  userMenu: readonly MenuItem[],
  path: string,
): boolean {
  const listed = (menu: readonly MenuItem[]) => findPath(menu, path)?.at(-1)?.path === path;
  return listed(profileMenu) && !listed(userMenu);
}
