import styled from 'styled-components';

/**
 * A paged list as a table (the member's purchase requests, the supplier's goods): grey head, ruled rows.
 * `$stale` dims the previous page while the next one loads.
 */
export const ListTable = styled.table<{ $stale: boolean }>`
  width: 100%;
  border-collapse: collapse;
  background: #fff;
  font-size: 13px;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  th {
    height: 44px;
    background: #f7f7f7;
    font-weight: 400;
    color: #666;
    text-align: left;
    padding: 0 10px;
    white-space: nowrap;
  }
  td {
    padding: 12px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.border};
    vertical-align: middle;
  }
`;
