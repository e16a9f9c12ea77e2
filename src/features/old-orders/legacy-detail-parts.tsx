// The old-system order detail's own blocks: its head and its lines (sections: components/detail-section.tsx).
import styled from 'styled-components';
import { ruledTable } from '../../components/list-table';

export const Head = styled.div`
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
`;

export const LinesTable = styled.table`
  ${ruledTable}
  th,
  td {
    padding: 10px 16px;
  }
  tr:last-child td {
    border-bottom: 0;
  }
`;
