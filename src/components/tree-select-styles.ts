import styled from 'styled-components';

export const Field = styled.div`
  position: relative;
  width: 100%;
  font-size: 14px;
`;

export const Trigger = styled.button`
  width: 100%;
  height: 34px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 4px;
  background: #fff;
  font: inherit;
  cursor: pointer;
  color: ${({ theme }) => theme.text};
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-empty='true'] {
    color: ${({ theme }) => theme.muted};
  }
  &:focus-visible,
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.primary};
    outline: none;
  }
`;

export const Dropdown = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 1300;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 4px;
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.1);
`;

export const Search = styled.input`
  display: block;
  width: calc(100% - 16px);
  margin: 8px;
  height: 30px;
  padding: 0 8px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 4px;
  font: inherit;
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.primary};
  }
`;

export const Tree = styled.ul`
  list-style: none;
  margin: 0;
  padding: 4px 0;
  max-height: 260px;
  overflow: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: -2px;
  }
`;

export const Item = styled.li<{ $level: number }>`
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 0 10px 0 ${({ $level }) => 10 + ($level - 1) * 16}px;
  min-height: 32px;
  cursor: pointer;
  color: ${({ theme }) => theme.text};
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.primary};
    font-weight: 600;
  }
  &[data-active='true'],
  &:hover {
    background: ${({ theme }) => theme.primaryFaint};
  }
`;

export const Toggle = styled.span`
  width: 16px;
  height: 16px;
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.muted};
`;

export const Note = styled.p`
  margin: 0;
  padding: 6px 10px;
  color: ${({ theme }) => theme.muted};
  font-size: 12px;
`;
