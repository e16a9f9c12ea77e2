import { GoodsDetailScreen } from './goods-detail-screen';

/** /virtualGoods and /virtualGoods/virtualGoodsDetail: the virtual goods detail, delivered electronically. */
export default function VirtualGoodsDetailPage() {
  return <GoodsDetailScreen variant="virtual" />;
}
