import { useNavigate } from 'react-router-dom';
import { checkLink, JUMP_URL_ABNORMAL, ORDER_MESSAGES } from '../../engine';
import { toast } from '../components/toast';
import { generateLoginAdminUrl } from '../lib/api/endpoints/member';
import type { ApiClient } from '../lib/api/request';
import { useApiClient } from './api-client';
import { useCapability, useShop } from './shop-context';
import { shopPath, useGoToLogin, USER_CENTRE } from './shop-paths';

/** The admin page opens on the offline orders (spec 1 §7). */
const ADMIN_REDIRECT = { redirectType: 'offlineOrder' } as const;

/** The admin address with the orders redirect added to its query. */
export function adminOrdersAddress(url: string): string {
  const address = new URL(url, window.location.href);
  for (const [name, value] of Object.entries(ADMIN_REDIRECT)) address.searchParams.set(name, value);
  return address.href;
}

/**
 * Opens the admin page, logged in, in a new tab. The tab is opened at the click (so no popup blocker
 * stops it), cut off from this page (no `opener`: the admin page cannot navigate the shop), and pointed
 * at the address once the gateway has made it and the link policy allows it; otherwise it is closed
 * again and the server's message (or 跳转链接异常) shown.
 */
async function openAdminOrders(api: ApiClient): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  const result = await generateLoginAdminUrl(api);
  const checked = result.success ? checkLink(result.data, { contact: false }) : undefined;
  if (checked?.ok) {
    const address = adminOrdersAddress(
      checked.target.kind === 'shop' ? checked.target.path : checked.target.href,
    );
    if (tab) tab.location.href = address;
    else window.open(address, '_blank', 'noopener,noreferrer');
    return;
  }
  tab?.close();
  if (!result.success && result.handled) return;
  if (!result.success) toast.error(result.message);
  else if (!result.data) toast.error(ORDER_MESSAGES.adminAddressMissing);
  else toast.warning(JUMP_URL_ABNORMAL);
}

/**
 * "My orders" as the shop's `orders.view` says: the order list, the reviewer's order review, or the
 * external admin page. Guests go to login first.
 */
export function useOpenOrders(): () => void {
  const api = useApiClient();
  const { mallPath, facts } = useShop();
  const navigate = useNavigate();
  const goToLogin = useGoToLogin();
  const view = useCapability('orders.view');
  return () => {
    if (!facts.loggedIn) goToLogin();
    else if (view === 'externalAdmin') void openAdminOrders(api);
    else navigate(shopPath(mallPath, view === 'review' ? USER_CENTRE.reviewOrders : USER_CENTRE.orders));
  };
}
