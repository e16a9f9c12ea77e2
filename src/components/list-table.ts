import styled, { css } from 'styled-components';
import { belowContentWidth, onPhone, TAP_TARGET_MIN } from './breakpoints';
import { visuallyHidden } from './visually-hidden';

/**
 * On a phone a table would scroll sideways: each row becomes a card, each cell a line led by its column's
 * name from the cell's `data-label` (a cell without one, e.g. the goods or the actions, shows alone).
 * The head stays in the accessibility tree, visually hidden; !important beats a table's own cell padding.
 * A cell may name its place in the card: `data-cell="tick"` (top-left) or `data-cell="actions"` (the foot).
 */
export const phoneCards = css`
  ${onPhone} {
    display: block;
    thead {
      ${visuallyHidden}
    }
    tbody,
    tfoot {
      display: block;
    }
    tr {
      display: block;
      margin-bottom: 10px;
      padding: 8px 12px;
      background: #fff;
      border: 1px solid ${({ theme }) => theme.border};
      border-radius: 6px;
    }
    td {
      display: flex;
      gap: 12px;
      justify-content: space-between;
      align-items: center;
      padding: 6px 0 !important;
      border: none;
      text-align: right !important;
      width: auto !important;
      min-width: 0;
      overflow-wrap: anywhere;
    }
    td:not([data-label]) {
      justify-content: flex-start;
      text-align: left !important;
    }
    td[data-label]::before {
      content: attr(data-label);
      flex: none;
      color: ${({ theme }) => theme.muted};
      text-align: left;
    }
    /* A tick-box column (data-cell="tick"): the box at the card's top-left, the lines beside it. */
    tr:has(> td[data-cell='tick']) {
      position: relative;
      padding-left: 48px;
    }
    td[data-cell='tick'] {
      position: absolute;
      top: 8px;
      left: 8px;
      padding: 0 !important;
    }
    td[data-cell='tick'] input[type='checkbox'] {
      width: ${TAP_TARGET_MIN}px;
      height: ${TAP_TARGET_MIN}px;
      margin: 4px !important;
    }
    /* An actions column (data-cell="actions"): its buttons in a row at the card's foot, on the right. */
    td[data-cell='actions'] {
      flex-wrap: wrap;
      justify-content: flex-end;
      margin-top: 6px;
      padding-top: 10px !important;
      border-top: 1px solid ${({ theme }) => theme.border};
    }
    td[data-cell='actions'] > * {
      flex-wrap: wrap;
      justify-content: flex-end;
    }
    /* A plain link there (查看) looks and taps like the buttons beside it. */
    td[data-cell='actions'] a:not([class]) {
      display: inline-flex;
      align-items: center;
      min-height: 28px;
      padding: 0 12px;
      border: 1px solid ${({ theme }) => theme.border};
      border-radius: 4px;
      font-size: 12px;
      text-decoration: none;
    }
  }
`;

/** A table's look shared by the storefront's tables: white, grey head, ruled rows; each sets its padding. */
export const ruledTable = css`
  width: 100%;
  border-collapse: collapse;
  background: #fff;
  font-size: 13px;
  th {
    height: 44px;
    background: #f7f7f7;
    font-weight: 400;
    color: #666;
    text-align: left;
  }
  td {
    border-bottom: 1px solid ${({ theme }) => theme.border};
    vertical-align: middle;
  }
  ${phoneCards}
`;

/**
 * A paged list as a table (the member's purchase requests, the supplier's goods).
 * `$stale` dims the previous page while the next one loads.
 */
export const ListTable = styled.table<{ $stale: boolean }>`
  ${ruledTable}
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  th {
    padding: 0 10px;
    white-space: nowrap;
  }
  td {
    padding: 12px 10px;
  }
`;

/**
 * Around a wide table: between a phone and the desktop frame, where the table may be wider than its column,
 * it scrolls sideways inside this box, never the page. On a phone the table is cards; on a desktop it fits.
 */
export const TableScroll = styled.div`
  ${belowContentWidth} {
    overflow-x: auto;
  }
  ${onPhone} {
    overflow-x: visible;
  }
`;
