// The backend's codes, named once (spec 1 §4 and §9, spec 2 §3 and §9) so no component compares magic numbers.

/** Sale status of a goods card; the boolean form `true` means on sale and `false` sold out. */
export const SALE_STATUS = { onSale: 1001, offShelf: 1002, soldOut: 1003 } as const;

export const SHELVES_STATUS = { on: 1001, off: 1002 } as const;

/** The spec names only type 4 (flash sale); type 3 is the other price-overriding activity. */
export const ACTIVITY_TYPE = { specialPrice: 3, flashSale: 4 } as const;

/** Activity types whose activityPrice replaces the displayed price. */
export const PRICE_OVERRIDE_ACTIVITY_TYPES: readonly number[] = [
  ACTIVITY_TYPE.specialPrice,
  ACTIVITY_TYPE.flashSale,
];

/** Flash-sale states: not started (count down to start), running (count down to end), ended. */
export const PANIC_STATE = { notStarted: 1, running: 2, ended: 3 } as const;

/** limitType 1002 inverts a sales-area entry: the listed regions are the only ones served. */
export const SALES_AREA_LIMIT_TYPE = { exclusion: 1002 } as const;

/** Audit status of a purchase request. */
export const AUDIT_STATUS = { supplied: 1001, cannotSupply: 1002 } as const;

export const AUDIT_STATUS_LABEL: Readonly<Record<number, string>> = {
  [AUDIT_STATUS.supplied]: '已供货',
  [AUDIT_STATUS.cannotSupply]: '无法供货',
};

/** goodsType / orderGoodsType 1002 and virtualOrder 1 mark virtual goods. */
export const GOODS_TYPE = { virtual: 1002 } as const;
export const VIRTUAL_ORDER = { virtual: 1 } as const;

/** Shop info showSales 1001 shows the sold count; pointsBatchCanBuy 0 means points cannot buy the goods. */
export const SHOW_SALES = { shown: 1001 } as const;
export const POINTS_BATCH_CAN_BUY = { no: 0 } as const;

/** Beijing, Shanghai, Tianjin and Chongqing: the region picker fills in their city itself. */
export const MUNICIPALITY_PROVINCE_IDS: readonly number[] = [1, 2, 3, 4];

export const REGION_TAB = { province: 1000, city: 1001, district: 1002, street: 1003 } as const;
