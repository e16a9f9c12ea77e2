import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import type { NavigateFunction } from 'react-router-dom';

// The request client is no React code, but its 11111 rule must move the user to the login page:
// it calls navigateTo, which uses the router once the bridge below has registered it.
let routerNavigate: NavigateFunction | null = null;

/** Goes to a path in the app; a full page load when the router is not mounted. */
export function navigateTo(path: string): void {
  if (routerNavigate) void routerNavigate(path);
  else window.location.assign(path);
}

/**
 * A new page opens at its top, as a link in any site does; back and forward (POP) keep the place the
 * browser restores. A change of query alone (a tab, a page of a list, a chosen SKU) stays where it is.
 */
function useNewPageAtTop(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
    // Only a new page moves the view, not a new navigation type on the same page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

/** Mount once inside the router. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    routerNavigate = navigate;
    return () => {
      routerNavigate = null;
    };
  }, [navigate]);
  useNewPageAtTop();
  return null;
}
