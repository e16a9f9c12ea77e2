import { useNavigate } from 'react-router-dom';
import { checkLink, JUMP_URL_ABNORMAL } from '../../../engine';
import { toast } from '../../components/toast';
import { useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';

export { JUMP_URL_ABNORMAL };

/** openMode of configured links: 1 the same tab, 2 a new tab. */
const NEW_TAB = 2;

/**
 * Follows links the shop configures (the gateway's nav links, profile menu items with a `url`) when
 * the engine's link policy allows them: pages of the shop in the app, web and mailto:/tel: addresses
 * as they are, in a new tab (without opener or referrer) for openMode 2. A missing or refused address
 * gives the 'jump URL abnormal' warning and goes nowhere.
 */
export function useOpenConfiguredLink(): (
  url: string | null | undefined,
  openMode: number | undefined,
) => void {
  const { mallPath } = useShop();
  const navigate = useNavigate();
  return (url, openMode) => {
    const checked = checkLink(url);
    if (!checked.ok) {
      if (url?.trim()) console.warn(`Configured link refused: ${checked.reason}:`, url);
      toast.warning(JUMP_URL_ABNORMAL);
      return;
    }
    const { target } = checked;
    const address = target.kind === 'shop' ? shopPath(mallPath, target.path) : target.href;
    if (openMode === NEW_TAB && target.kind !== 'contact')
      window.open(address, '_blank', 'noopener,noreferrer');
    else if (target.kind === 'shop') navigate(address);
    else window.location.assign(address);
  };
}
