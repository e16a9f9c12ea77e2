// The batch-order result table's look: a grid of fixed columns on a wide screen, yielding below the desktop
// width, and a card per row on a phone (the row's height there is batch-table.tsx's PHONE_ROW_HEIGHT).
import styled from 'styled-components';
import { belowContentWidth, onPhone } from '../../components/breakpoints';
import { visuallyHidden } from '../../components/visually-hidden';

const COLUMNS = '56px 150px 1fr 100px 96px 260px';
/** The same columns yielding below the desktop width, so the table never scrolls sideways. */
const NARROW_COLUMNS = '40px minmax(0, 1fr) minmax(0, 1.2fr) 90px 84px minmax(0, 1.6fr)';

export const Grid = styled.div`
  border: 1px solid ${({ theme }) => theme.border};
  font-size: 13px;
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: ${COLUMNS};
  align-items: center;
  gap: 8px;
  padding: 0 12px;
  box-sizing: border-box;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  ${belowContentWidth} {
    grid-template-columns: ${NARROW_COLUMNS};
  }
  ${onPhone} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-rows: auto auto minmax(0, 1fr);
    grid-template-areas:
      'line code quantity'
      'name name price'
      'result result result';
    align-content: start;
    gap: 4px 8px;
    padding: 8px 12px;
    overflow: hidden;
    & > :nth-child(1) {
      grid-area: line;
      min-width: max-content;
    }
    & > :nth-child(2) {
      grid-area: code;
    }
    & > :nth-child(3) {
      grid-area: name;
    }
    & > :nth-child(4) {
      grid-area: price;
      min-width: max-content;
    }
    & > :nth-child(5) {
      grid-area: quantity;
    }
    & > :nth-child(6) {
      grid-area: result;
    }
    [data-label]::before {
      content: attr(data-label);
      margin-right: 6px;
      color: ${({ theme }) => theme.muted};
    }
  }
`;

/* On a phone the cards need no head: it stays for screen readers only. */
export const Head = styled(Row)`
  height: 40px;
  background: ${({ theme }) => theme.background};
  color: ${({ theme }) => theme.muted};
  ${onPhone} {
    ${visuallyHidden}
    padding: 0;
  }
`;

export const Cell = styled.div`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Messages = styled.div`
  min-width: 0;
  line-height: 18px;
  .refused {
    color: ${({ theme }) => theme.danger};
  }
  .notice {
    color: #8a5100;
  }
  .valid,
  .added {
    color: #2e7d32;
  }
  p {
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ${onPhone} {
    p {
      white-space: normal;
    }
  }
`;

export const QuantityInput = styled.input`
  width: 72px;
  height: 28px;
  box-sizing: border-box;
  padding: 0 6px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 4px;
`;
