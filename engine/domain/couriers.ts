// The couriers a parcel may travel with: their names as members know them, under a short code the gateway
// stores. Shipments name one; an unknown code shows as it is.

export const COURIERS = [
  { code: 'SF', name: '顺丰速运' },
  { code: 'JD', name: '京东物流' },
  { code: 'ZTO', name: '中通快递' },
  { code: 'YTO', name: '圆通速递' },
  { code: 'YD', name: '韵达快递' },
  { code: 'EMS', name: '中国邮政EMS' },
  { code: 'STO', name: '申通快递' },
  { code: 'JT', name: '极兔速递' },
] as const;

export type CourierCode = (typeof COURIERS)[number]['code'];

/** A courier's name: courierName('SF') === '顺丰速运'; an unknown code is shown as given. */
export const courierName = (code: string): string =>
  COURIERS.find((courier) => courier.code === code)?.name ?? code;
