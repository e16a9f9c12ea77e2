import { BatchOrderScreen } from './batch-order-page';

/** /userCenter/msBatchOrder 批量下单（秒杀） (F000701): flash-sale goods only, straight to settlement. */
export default function FlashSaleBatchOrderPage() {
  return <BatchOrderScreen variant="flashSale" />;
}
