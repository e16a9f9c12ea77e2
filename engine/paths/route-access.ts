/**
 * Who may open a page (spec 1 §4):
 * - `login`: the login pages; a logged-in user is sent to the shop root instead.
 * - `public`: anyone (find password).
 * - `visitor`: logged-in users, and guests where the shop allows visitors.
 * - `member`: logged-in users only (flash sales, the cart, checkout, the user centre).
 */
export type RouteAccess = 'login' | 'public' | 'visitor' | 'member';

export type AccessDecision = 'allow' | 'toLogin' | 'toShopRoot';

/** The login gate for one page. */
export function accessDecision(
  access: RouteAccess,
  { loggedIn, visitorsAllowed }: { loggedIn: boolean; visitorsAllowed: boolean },
): AccessDecision {
  switch (access) {
    case 'login':
      return loggedIn ? 'toShopRoot' : 'allow';
    case 'public':
      return 'allow';
    case 'visitor':
      return loggedIn || visitorsAllowed ? 'allow' : 'toLogin';
    case 'member':
      return loggedIn ? 'allow' : 'toLogin';
  }
}
