import type { GoodsStatus, ManagedGoods } from '../../../engine/domain/goods-management';

/** A managed goods in `status`, manual, on real stock and unrestricted unless `overrides` say otherwise. */
export function goods(status: GoodsStatus, overrides: Partial<ManagedGoods> = {}): ManagedGoods {
  return {
    goodsSkuCode: `S-${status}`,
    status,
    restrictedRegions: [],
    usesMallStock: false,
    updateMode: 'manual',
    ...overrides,
  };
}
