import { Dialog } from '../../components/dialog';
import type { DialogProps } from '../../components/dialog';
import { useShop } from '../../shop/shop-context';

/**
 * The frame of every purchase dialog (采购需求, 查看商品): a dialog as wide as the shop sets them; ten fields and
 * the images take the whole screen on a phone.
 */
export function PurchaseDialogFrame(props: Omit<DialogProps, 'width' | 'open' | 'fullScreenOnPhone'>) {
  const { limits } = useShop();
  return <Dialog {...props} open width={limits.layout.purchaseDialogWidth} fullScreenOnPhone />;
}
