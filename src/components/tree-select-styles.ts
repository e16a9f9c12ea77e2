import styled from 'styled-components';
import { onPhone, PRIMARY_ACTION_HEIGHT } from './breakpoints';

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
  /* On a phone the list is a sheet across the screen's foot, over the tab bar, the page dimmed behind
     it (a tap there closes it, as outside the list on a desktop). */
  ${onPhone} {
    position: fixed;
    top: auto;
    bottom: 0;
    z-index: 2000;
    display: flex;
    flex-direction: column;
    max-height: 75vh;
    padding-bottom: env(safe-area-inset-bottom);
    border: none;
    border-radius: 12px 12px 0 0;
    box-shadow: 0 0 0 100vmax rgba(0, 0, 0, 0.45);
  }
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
  ${onPhone} {
    flex: none;
    width: calc(100% - 24px);
    margin: 10px 12px;
    height: 36px;
  }
`;

export const Tree = styled.ul`
  list-style: none;
  margin: 0;
  padding: 4px 0;
  max-height: 260px;
  overflow: auto;
  ${onPhone} {
    flex: 1 1 auto;
    min-height: 0;
    max-height: none;
  }
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
  ${onPhone} {
    min-height: ${PRIMARY_ACTION_HEIGHT}px;
  }
`;

export const Toggle = styled.span`
  width: 16px;
  height: 16px;
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.muted};
  /* A thumb opens a branch by its arrow: a larger box around the same arrow. */
  ${onPhone} {
    width: 32px;
    height: 32px;
    align-items: center;
    justify-content: center;
    margin-left: -8px;
  }
`;

export const Note = styled.p`
  margin: 0;
  padding: 6px 10px;
  color: ${({ theme }) => theme.muted};
  font-size: 12px;
`;
