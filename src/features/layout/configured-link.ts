import { useNavigate } from 'react-router-dom';
import { toast } from '../../components/toast';
import { useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';

/** The warning for a configured link without an address (spec 1 §2, §8: 'jump URL abnormal'). */
export const JUMP_URL_ABNORMAL = '跳转链接异常';

/** openMode of configured links: 1 the same tab, 2 a new tab. */
const NEW_TAB = 2;

/** A link such as '/helpCenter/helpCenter?id=101' is a page of this shop; anything else an address. */
const isShopPage = (address: string) => address.startsWith('/') && !address.startsWith('//');

/**
 * Follows links the shop configures (the gateway's nav links, profile menu items with a `url`): pages
 * of the shop in the app, other addresses as they are, in a new tab for openMode 2.
 */
export function useOpenConfiguredLink(): (
  url: string | null | undefined,
  openMode: number | undefined,
) => void {
  const { mallPath } = useShop();
  const navigate = useNavigate();
  return (url, openMode) => {
    const address = url?.trim();
    if (!address) {
      toast.warning(JUMP_URL_ABNORMAL);
      return;
    }
    const target = isShopPage(address) ? shopPath(mallPath, address) : address;
    if (openMode === NEW_TAB) window.open(target, '_blank', 'noopener,noreferrer');
    else if (isShopPage(address)) navigate(target);
    else window.location.assign(target);
  };
}
