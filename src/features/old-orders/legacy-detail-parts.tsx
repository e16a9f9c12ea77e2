// The blocks of the old-system order detail: its head, titled sections, label–value pairs and the lines.
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

export const Section = styled.section`
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
`;

/** Label and value pairs, two columns. */
export const Fields = styled.dl`
  display: grid;
  grid-template-columns: 90px 1fr;
  gap: 8px 12px;
  margin: 0;
  padding: 14px 16px;
  dt {
    color: ${({ theme }) => theme.muted};
  }
  dd {
    margin: 0;
    word-break: break-all;
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
