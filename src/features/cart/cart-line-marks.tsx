import styled from 'styled-components';

/** Marks a line the server put among the invalid ones. */
export const InvalidTag = styled.span`
  display: inline-block;
  margin-right: 6px;
  padding: 0 4px;
  border-radius: 2px;
  background: ${({ theme }) => theme.muted};
  color: #fff;
  font-size: 12px;
  line-height: 18px;
`;

/** Why a line cannot be ticked, beside its disabled tick box (the engine's untickableReason). */
export const TickReason = styled.span`
  display: block;
  margin-top: 4px;
  color: ${({ theme }) => theme.muted};
  font-size: 12px;
  line-height: 16px;
  white-space: nowrap;
`;
