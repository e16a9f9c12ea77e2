// The checkout pages' shared blocks: a white panel with its title, and a label/value list.
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';

export const Panel = styled.section`
  margin-bottom: 16px;
  padding: 20px 24px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.border};
  ${onPhone} {
    margin-bottom: 10px;
    padding: 12px;
  }
`;

export const PanelTitle = styled.h2`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin: 0 0 14px;
  font-size: 16px;
  font-weight: 600;
  & > button {
    font-size: 13px;
    font-weight: 400;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 10px 16px;
  margin: 0;
  font-size: 14px;
  & > dt {
    color: ${({ theme }) => theme.muted};
  }
  & > dd {
    margin: 0;
  }
  ${onPhone} {
    & > dd {
      min-width: 0;
      overflow-wrap: anywhere;
    }
  }
`;
