// A shipped order's parcel as the member reads it: the courier's name, the tracking number and the
// tracking steps, newest first.
import { courierName } from '../../engine';
import type { ShipmentView } from '../../engine/contract';
import type { Shipment } from './db';
import { shanghaiTime } from './time';

export const shipmentView = ({ courier, trackingNo, tracks }: Shipment): ShipmentView => ({
  courierName: courierName(courier),
  trackingNo,
  tracks: [...tracks]
    .sort((a, b) => b.time - a.time)
    .map(({ time, text }) => ({ time: shanghaiTime(time), text })),
});
