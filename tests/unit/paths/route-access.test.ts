import { accessDecision } from '../../../engine/paths/route-access';
import type { AccessDecision, RouteAccess } from '../../../engine/paths/route-access';

describe('spec 1 §4, the login gate', () => {
  it.each<[string, RouteAccess, boolean, boolean, AccessDecision]>([
    ['"A logged-in user opening /login goes to the shop root"', 'login', true, false, 'toShopRoot'],
    ['a guest may open /login', 'login', false, false, 'allow'],
    ['"… or the page is /login, /findThePassword or the outside login"', 'public', false, false, 'allow'],
    [
      '"Unauthenticated users go to /login, unless the shop allows visitors"',
      'visitor',
      false,
      true,
      'allow',
    ],
    ['"Unauthenticated users go to /login" where it does not', 'visitor', false, false, 'toLogin'],
    ['a logged-in user may browse', 'visitor', true, false, 'allow'],
    ['"A route that needs login and has no token goes to /login"', 'member', false, true, 'toLogin'],
    ['a logged-in user may open a page that needs login', 'member', true, false, 'allow'],
  ])(
    '%s: %s page, logged in %s, visitors allowed %s → %s',
    (_rule, access, loggedIn, visitorsAllowed, expected) => {
      expect(accessDecision(access, { loggedIn, visitorsAllowed })).toBe(expected);
    },
  );
});
