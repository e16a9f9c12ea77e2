import styled from 'styled-components';
import { DetailSection } from '../../components/detail-section';

/** A titled block of a case; its log is a numbered list of steps, each with its time. */
export const Section = styled(DetailSection)`
  ol {
    padding-left: 32px;
    line-height: 2;
  }
  time {
    color: ${({ theme }) => theme.muted};
  }
`;
