// The old-system order detail's own lines table (its head and sections: components/detail-section.tsx).
import styled from 'styled-components';
import { ruledTable } from '../../components/list-table';

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
