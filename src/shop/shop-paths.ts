import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShop } from './shop-context';

/** The address of a page inside a shop: shopPath('points', '/cart') === '/points/cart'. */
export function shopPath(mallPath: string, path: string): string {
  return `/${mallPath}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The shop's landing page, where "the shop root" sends users. */
export const shopHome = (mallPath: string): string => shopPath(mallPath, '/home');

/** The current page as a path and query inside the shop: '/points/cart?x=1' → '/cart?x=1'. */
export function pathInShop(
  mallPath: string,
  { pathname, search }: { pathname: string; search: string },
): string {
  const prefix = `/${mallPath}`;
  const inside =
    pathname === prefix || pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
  return (inside || '/') + search;
}

/** The login page, returning to `redirect` (a path inside the shop) afterwards. */
export function loginPath(mallPath: string, redirect?: string): string {
  const login = shopPath(mallPath, '/login');
  return redirect ? `${login}?redirect=${encodeURIComponent(redirect)}` : login;
}

/** `/login?tab=register`: the login page opened on its registration form (where the shop offers one). */
export const REGISTER_TAB = 'register';

export const registerPath = (mallPath: string): string =>
  `${shopPath(mallPath, '/login')}?tab=${REGISTER_TAB}`;

/** Sends a guest to the login page with the current page as the redirect (spec 1 §4). */
export function useGoToLogin(): () => void {
  const { mallPath } = useShop();
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    () => navigate(loginPath(mallPath, pathInShop(mallPath, location))),
    [mallPath, location, navigate],
  );
}
