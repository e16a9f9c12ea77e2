import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import type { AfterSaleDetail } from '../../../engine/contract';

const Bar = styled.ol`
  display: flex;
  margin: 0 0 20px;
  padding: 0;
  list-style: none;
  font-size: 13px;
  li {
    flex: 1;
    padding: 10px 0;
    text-align: center;
    border-bottom: 3px solid ${({ theme }) => theme.border};
    color: ${({ theme }) => theme.muted};
  }
  li[data-state='done'] {
    border-color: ${({ theme }) => theme.primary};
    color: ${({ theme }) => theme.text};
  }
  li[aria-current='step'] {
    border-color: ${({ theme }) => theme.primary};
    color: ${({ theme }) => theme.primary};
    font-weight: bold;
  }
  /* Every step stays on one bar at 360 px: narrower steps, a label may take two lines. */
  ${onPhone} {
    font-size: 12px;
    li {
      min-width: 0;
      padding: 8px 2px;
    }
  }
`;

/** The case's steps as the engine lays them out: done, current, still to come. */
export function StepBar({ steps }: { steps: AfterSaleDetail['steps'] }) {
  return (
    <Bar aria-label="售后进度">
      {steps.map((step) => (
        <li
          key={step.status}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          {step.label}
        </li>
      ))}
    </Bar>
  );
}
