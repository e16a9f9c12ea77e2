// The goods detail's white panels and its label/value rows (the price box and the purchase facts).
import styled from 'styled-components';
import { belowContentWidth, onPhone } from '../../../components/breakpoints';

export const DetailPanel = styled.section`
  margin-top: 12px;
  padding: 24px;
  background: #fff;
  ${onPhone} {
    margin-top: 8px;
    padding: 12px;
  }
`;

export const DetailRow = styled.div`
  display: flex;
  align-items: baseline;
  padding: 6px 0;
  font-size: 14px;
  & > dt {
    flex: none;
    width: 72px;
    color: ${({ theme }) => theme.muted};
  }
  & > dd {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 10px;
    margin: 0;
    min-width: 0;
  }
  & del {
    color: ${({ theme }) => theme.muted};
  }
  /* A value takes the rest of the row, so a table in it (the ladder) can fit itself to the screen. */
  ${belowContentWidth} {
    & > dd {
      flex: 1;
    }
  }
  ${onPhone} {
    & > dt {
      width: 64px;
    }
  }
`;
