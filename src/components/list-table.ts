import styled, { css } from 'styled-components';

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
