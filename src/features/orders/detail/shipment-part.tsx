import styled from 'styled-components';
import { copyText } from '../../../business-ui/copy-text';
import { Button } from '../../../components/button';
import { DetailFields as Fields, DetailSection as Section } from '../../../components/detail-section';
import { Steps } from './status-timeline';
import type { ShipmentView } from '../../../../engine/contract';

const TrackingNo = styled.dd`
  display: flex;
  gap: 8px;
  align-items: center;
`;

const Tracks = styled(Steps)`
  border-top: 1px solid ${({ theme }) => theme.border};
  time {
    display: block;
    margin-top: 4px;
  }
`;

/** A shipped order's parcel: the courier, the tracking number with 复制, and what the courier reported, newest first. */
export function ShipmentPart({ shipment }: { shipment: ShipmentView }) {
  return (
    <Section aria-label="物流信息">
      <h2>物流信息</h2>
      <Fields>
        <dt>物流公司</dt>
        <dd>{shipment.courierName}</dd>
        <dt>运单号</dt>
        <TrackingNo>
          <span>{shipment.trackingNo}</span>
          <Button $variant="text" aria-label="复制运单号" onClick={() => copyText(shipment.trackingNo)}>
            复制
          </Button>
        </TrackingNo>
      </Fields>
      <Tracks aria-label="物流跟踪">
        {shipment.tracks.map((track) => (
          <li key={`${track.time}-${track.text}`}>
            <span>{track.text}</span>
            <time>{track.time}</time>
          </li>
        ))}
      </Tracks>
    </Section>
  );
}
