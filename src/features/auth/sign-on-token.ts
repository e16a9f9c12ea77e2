import type { QueryClient } from '@tanstack/react-query';
import { mallPathFrom, parseServerTime, sessionState, shopRoot } from '../../../engine';
import { forgetMember } from '../../lib/api/session-queries';
import { login } from '../../lib/session/store';

/** The query parameters of a single sign-on link: `?token=…&expireTime=…`. */
const TOKEN_PARAM = 'token';
const EXPIRE_PARAM = 'expireTime';

/**
 * Single sign-on (spec 1 §4): an address such as `/points/home?token=abc&expireTime=1767225600000`
 * (expireTime in epoch milliseconds, or 'YYYY-MM-DD HH:mm:ss' Shanghai time) logs the user in to
 * that shop. The token is stored only with an expireTime in the future (spec 2 §4); either way both
 * parameters leave the address bar (history.replaceState) and the user lands on the shop root, or on the
 * shop list when the address names no shop. Runs once before the app renders, so the first requests
 * already carry the token. The link's account may not be the one logged in here: like every login, it
 * starts by forgetting the member before (forgetMember).
 * @returns whether the address held a token.
 */
export function acceptSignOnToken(
  location: Location,
  history: History,
  queryClient: QueryClient,
  now = Date.now(),
): boolean {
  const params = new URLSearchParams(location.search);
  const token = params.get(TOKEN_PARAM);
  if (token === null) return false;
  const mallPath = mallPathFrom(location.pathname, location.search);
  // First of all the token leaves the address bar, so nothing that fails later can leave it there.
  history.replaceState(history.state, '', mallPath ? shopRoot(mallPath) : '/');
  if (!token || !mallPath) return true;
  try {
    const expireTime = parseServerTime(params.get(EXPIRE_PARAM));
    if (expireTime !== undefined && sessionState({ token, expireTime }, now).loggedIn) {
      forgetMember(queryClient, mallPath, 'ended');
      login(mallPath, token, expireTime);
    }
  } catch (error) {
    // Storage can be unavailable (disabled, full): the shopper goes on as a guest rather than a blank page.
    console.warn('The sign-on token could not be stored.', error);
  }
  return true;
}
