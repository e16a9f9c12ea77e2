// The goods detail's white panels and its label/value rows (the price box and the purchase facts).
import styled from 'styled-components';

export const DetailPanel = styled.section`
  margin-top: 12px;
  padding: 24px;
  background: #fff;
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
`;
