import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

const MALL_PATH_PARAM = 'mallPath';

/**
 * The `mallPath` query names the shop when present (spec 2 §2), e.g. `/goodDetail/goodDetail?mallPath=points&…`.
 * The app addresses shops by their first path segment, so such an address is moved there:
 * `/x?mallPath=points` → `/points/x`, and `/points/x?mallPath=points` → `/points/x`.
 */
export function MallPathQuery({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const params = new URLSearchParams(search);
  const mallPath = params.get(MALL_PATH_PARAM);
  if (!mallPath) return children;
  params.delete(MALL_PATH_PARAM);
  const prefix = `/${mallPath}`;
  const inside =
    pathname === prefix || pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
  const query = params.toString();
  const target = `${prefix}${inside === '/' ? '' : inside}${query ? `?${query}` : ''}${hash}`;
  return <Navigate replace to={target} />;
}
