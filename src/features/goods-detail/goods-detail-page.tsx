import { GoodsDetailScreen } from './goods-detail-screen';

/** /goodDetail/goodDetail?goodsCode=…&goodsSkuCode=…: the normal goods detail. */
export default function GoodsDetailPage() {
  return <GoodsDetailScreen variant="normal" />;
}
