// The right sidebar's look (right-sidebar.tsx): the dark bar, its tabs with their tips and count badges, and
// the customer-service panel.
import styled from 'styled-components';

/** The sidebar's width; drawers open beside it. */
export const SIDEBAR_WIDTH = 40;

export const Bar = styled.aside`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 1600;
  width: ${SIDEBAR_WIDTH}px;
  display: flex;
  flex-direction: column;
  justify-content: center;
  background: #2f2f2f;
`;

export const Tabs = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 2px;
  li {
    position: relative;
  }
  li[data-apart='true'] {
    margin-top: 24px;
  }
`;

export const Tab = styled.button<{ $active: boolean }>`
  position: relative;
  width: ${SIDEBAR_WIDTH}px;
  height: 40px;
  display: flex;
  align-items: center;
  justify-content: center;
  border: 0;
  background: ${({ $active, theme }) => ($active ? theme.primary : 'transparent')};
  color: #fff;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.primary};
    outline: none;
  }
  &:hover > span.tip,
  &:focus-visible > span.tip {
    opacity: 1;
    transform: translateX(0);
  }
`;

export const Tip = styled.span`
  position: absolute;
  right: ${SIDEBAR_WIDTH}px;
  padding: 0 12px;
  height: 40px;
  line-height: 40px;
  white-space: nowrap;
  background: ${({ theme }) => theme.primary};
  color: #fff;
  font-size: 13px;
  opacity: 0;
  transform: translateX(8px);
  transition:
    opacity 0.15s,
    transform 0.15s;
  pointer-events: none;
`;

export const Badge = styled.span`
  position: absolute;
  top: 3px;
  right: 2px;
  min-width: 16px;
  height: 16px;
  padding: 0 4px;
  border-radius: 8px;
  background: ${({ theme }) => theme.primary};
  color: #fff;
  font-size: 11px;
  line-height: 16px;
  text-align: center;
`;

export const ServicePanel = styled.div`
  position: absolute;
  right: ${SIDEBAR_WIDTH + 6}px;
  top: 0;
  width: 220px;
  padding: 14px 16px;
  background: #fff;
  border-radius: 4px;
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.18);
  font-size: 13px;
  line-height: 1.8;
  color: ${({ theme }) => theme.text};
  strong {
    color: ${({ theme }) => theme.primary};
    font-size: 16px;
  }
`;
