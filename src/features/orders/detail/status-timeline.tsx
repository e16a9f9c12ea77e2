import styled from 'styled-components';
import { DetailSection as Section } from '../../../components/detail-section';
import type { OrderStatusStep } from '../../../../engine/contract';

/** A vertical timeline, the first step marked: the order's statuses and a parcel's tracking. */
export const Steps = styled.ol`
  list-style: none;
  li {
    position: relative;
    padding: 0 0 16px 22px;
    border-left: 1px solid ${({ theme }) => theme.border};
    margin-left: 6px;
  }
  li:last-child {
    border-left-color: transparent;
    padding-bottom: 0;
  }
  li::before {
    content: '';
    position: absolute;
    left: -6px;
    top: 2px;
    width: 11px;
    height: 11px;
    border-radius: 50%;
    background: ${({ theme }) => theme.border};
  }
  li:first-child::before {
    background: ${({ theme }) => theme.primary};
  }
  strong {
    margin-right: 12px;
  }
  time,
  p {
    color: ${({ theme }) => theme.muted};
  }
  p {
    margin: 4px 0 0;
  }
`;

/** The order's life as a vertical timeline, the latest step first and marked. */
export function StatusTimeline({ history }: { history: readonly OrderStatusStep[] }) {
  return (
    <Section aria-label="订单跟踪">
      <h2>订单跟踪</h2>
      <Steps>
        {[...history].reverse().map((step) => (
          <li key={`${step.status}-${step.time}`}>
            <strong>{step.statusName}</strong>
            <time>{step.time}</time>
            {step.remark && <p>{step.remark}</p>}
          </li>
        ))}
      </Steps>
    </Section>
  );
}
