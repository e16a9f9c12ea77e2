import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { mallPathQuery } from '../../engine';

/**
 * The `mallPath` query names the shop when present (spec 2 §2). The app addresses shops by their first
 * path segment, so such an address is moved there: `/x?mallPath=points` → `/points/x`, and
 * `/points/x?mallPath=s7815` → `/s7815/x`. A query that is not a mall path is ignored with a warning,
 * so a crafted one (`?mallPath=%2Fevil.example`) never leaves the page or the shop.
 */
export function MallPathQuery({ children }: { children: ReactNode }) {
  const query = mallPathQuery(useLocation());
  const ignored = query.kind === 'ignored' ? `${JSON.stringify(query.value)}: ${query.reason}` : undefined;
  useEffect(() => {
    if (ignored) console.warn(`The mallPath query is ignored, ${ignored}`);
  }, [ignored]);
  return query.kind === 'move' ? <Navigate replace to={query.to} /> : children;
}
