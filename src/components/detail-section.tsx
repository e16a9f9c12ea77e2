import styled from 'styled-components';
import { onPhone } from './breakpoints';

/**
 * A titled block of a detail page (an order, an after-sales case, an old-system order): a shaded heading over
 * its content, padded where the content is a block, a list or a table of its own.
 */
export const DetailSection = styled.section`
  margin-bottom: 20px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 4px;
  font-size: 13px;
  h2 {
    margin: 0;
    padding: 10px 16px;
    font-size: 14px;
    background: ${({ theme }) => theme.background};
  }
  > div,
  > dl,
  > ol,
  > table {
    margin: 0;
    padding: 14px 16px;
  }
`;

/** Label and value pairs of a detail section, two columns. */
export const DetailFields = styled.dl`
  display: grid;
  grid-template-columns: 90px 1fr;
  gap: 8px 12px;
  dt {
    color: ${({ theme }) => theme.muted};
  }
  dd {
    margin: 0;
    word-break: break-all;
  }
`;

/** The head of a detail page: its status large, its numbers and times beside it, on a shaded band. */
export const DetailHead = styled.div`
  display: flex;
  gap: 24px;
  align-items: center;
  margin-bottom: 20px;
  padding: 16px 18px;
  background: ${({ theme }) => theme.background};
  font-size: 13px;
  strong {
    font-size: 18px;
    color: ${({ theme }) => theme.text};
  }
  span {
    color: ${({ theme }) => theme.muted};
  }
  ${onPhone} {
    flex-wrap: wrap;
    gap: 6px 16px;
    padding: 12px;
  }
`;
