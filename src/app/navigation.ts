import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NavigateFunction } from 'react-router-dom';

// The request client is no React code, but its 11111 rule must move the user to the login page:
// it calls navigateTo, which uses the router once the bridge below has registered it.
let routerNavigate: NavigateFunction | null = null;

/** Goes to a path in the app; a full page load when the router is not mounted. */
export function navigateTo(path: string): void {
  if (routerNavigate) void routerNavigate(path);
  else window.location.assign(path);
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
  return null;
}
