import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
  padding: 56px 16px;
  color: ${({ theme }) => theme.muted};
  font-size: 14px;
  text-align: center;
`;

/** A friendly "nothing here" message with an optional action below it. */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Box>
      <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true">
        <rect x="14" y="18" width="68" height="44" rx="4" fill="#f2f2f2" stroke="#ddd" />
        <path d="M14 30h68" stroke="#ddd" />
        <circle cx="24" cy="24" r="2" fill="#ddd" />
        <circle cx="31" cy="24" r="2" fill="#ddd" />
        <path d="M36 46h24" stroke="#ccc" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p style={{ margin: 0 }}>{text}</p>
      {children}
    </Box>
  );
}
