import type { MenuItem } from '../../../engine';

function findPath(items: readonly MenuItem[], path: string): MenuItem[] | undefined {
  for (const item of items) {
    if (item.path === path) return [item];
    const below = item.children && findPath(item.children, path);
    if (below) return [item, ...below];
  }
  return undefined;
}

/** The menu items leading to a page: [group, page], or undefined when the menu has no such page. */
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
  return findPath(profileMenu, path) !== undefined && findPath(userMenu, path) === undefined;
}
