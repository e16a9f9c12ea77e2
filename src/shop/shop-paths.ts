// The React side of the paths module (engine/paths): its builders for the components, and the hooks.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPath, pathInShop } from '../../engine';
import { useShop } from './shop-context';

export {
  commodityCentrePath,
  equityDetailPath,
  helpArticlePath,
  LOGIN_QUERY,
  loginPath,
  PAGE,
  pathInShop,
  REGISTER_TAB,
  registerPath,
  settlementPath,
  shopHome,
  shopPath,
  USER_CENTRE,
} from '../../engine';

/**
 * Sends a guest to the login page with a redirect (spec 1 §4): `target` (a path inside the shop) when the
 * guest asked for another page, else the current page.
 */
export function useGoToLogin(): (target?: string) => void {
  const { mallPath } = useShop();
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (target?: string) => navigate(loginPath(mallPath, target ?? pathInShop(mallPath, location))),
    [mallPath, location, navigate],
  );
}
