import styled from 'styled-components';

/** A titled block of a case. */
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
  > div,
  > dl,
  > ol {
    margin: 0;
    padding: 14px 16px;
  }
  ol {
    padding-left: 32px;
    line-height: 2;
  }
  time {
    color: ${({ theme }) => theme.muted};
  }
`;

/** Label and value pairs, two columns. */
export const Fields = styled.dl`
  display: grid;
  grid-template-columns: 90px 1fr;
  gap: 8px 12px;
  dt {
    color: ${({ theme }) => theme.muted};
  }
  dd {
    margin: 0;
    word-break: break-all;
  }
`;
