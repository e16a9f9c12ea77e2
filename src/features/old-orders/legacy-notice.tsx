import type { ReactNode } from 'react';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';

const Note = styled.div`
  display: flex;
  gap: 16px;
  align-items: center;
  margin-bottom: 16px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.border};
  border-left: 4px solid ${({ theme }) => theme.muted};
  border-radius: 4px;
  background: ${({ theme }) => theme.background};
  font-size: 13px;
  line-height: 1.7;
  strong {
    flex-shrink: 0;
    padding: 0 8px;
    border: 1px solid ${({ theme }) => theme.muted};
    border-radius: 2px;
    color: ${({ theme }) => theme.muted};
    font-weight: normal;
  }
  p {
    flex: 1;
    margin: 0;
  }
  ${onPhone} {
    flex-wrap: wrap;
    gap: 6px 12px;
    padding: 10px 12px;
    p {
      flex-basis: 100%;
    }
  }
`;

/** Says, above every old-system page, that what follows is the previous system's record and read-only. */
export function LegacyNotice({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Note role="note" aria-label="旧系统说明">
      <strong>旧系统</strong>
      <p>{text}</p>
      {children}
    </Note>
  );
}
