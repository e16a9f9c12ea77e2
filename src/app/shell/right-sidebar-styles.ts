// The right sidebar's look (right-sidebar.tsx): the dark bar, its tabs with their tips and count badges, and
// the customer-service panel. On a phone the same markup is the bottom tab bar: icon over label, scrolling
// sideways inside itself when a shop's tabs do not fit (docs/phone.md).
import styled from 'styled-components';
import {
  onPhone,
  PAGE_GUTTER,
  PHONE_TAB_BAR_COVER,
  PHONE_TAB_BAR_HEIGHT,
  PRIMARY_ACTION_HEIGHT,
  thumbIconButton,
} from '../../components/breakpoints';

/** The sidebar's width; drawers open beside it. */
export const SIDEBAR_WIDTH = 40;

/** A phone tab's least width: a four-character label and its padding. */
const PHONE_TAB_MIN_WIDTH = 56;

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
  ${onPhone} {
    top: auto;
    left: 0;
    box-sizing: content-box;
    width: auto;
    height: ${PHONE_TAB_BAR_HEIGHT}px;
    padding-bottom: env(safe-area-inset-bottom);
    flex-direction: row;
    background: #fff;
    box-shadow:
      0 -1px 0 ${({ theme }) => theme.border},
      0 -2px 8px rgba(0, 0, 0, 0.06);
  }
`;

/** Holds the tab bar's room at the end of the page, so the footer's last line is not under the bar. */
export const TabBarRoom = styled.div`
  display: none;
  ${onPhone} {
    display: block;
    height: ${PHONE_TAB_BAR_COVER};
  }
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
  ${onPhone} {
    flex: 1;
    flex-direction: row;
    gap: 0;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: none;
    li {
      flex: 1 0 auto;
      min-width: ${PHONE_TAB_MIN_WIDTH}px;
    }
    li[data-apart='true'] {
      margin-top: 0;
    }
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
  ${onPhone} {
    width: 100%;
    height: ${PHONE_TAB_BAR_HEIGHT}px;
    flex-direction: column;
    gap: 3px;
    padding: 0 6px;
    color: ${({ $active, theme }) => ($active ? theme.primary : theme.text)};
    &,
    &:hover,
    &:focus-visible {
      background: transparent;
    }
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.primaryLight};
      outline-offset: -2px;
    }
  }
`;

/** The tab's name: a tip sliding out on hover, the label under the icon on a phone. */
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
  ${onPhone} {
    position: static;
    padding: 0;
    height: auto;
    line-height: 14px;
    background: none;
    color: inherit;
    font-size: 11px;
    opacity: 1;
    transform: none;
    transition: none;
  }
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
  ${onPhone} {
    top: 4px;
    right: auto;
    left: calc(50% + 4px);
  }
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
  /* Above the tab bar, the screen's width less a gutter each side (the bar's scroll box would cut it). */
  ${onPhone} {
    position: fixed;
    top: auto;
    left: ${PAGE_GUTTER}px;
    right: ${PAGE_GUTTER}px;
    bottom: calc(${PHONE_TAB_BAR_COVER} + 8px);
    width: auto;
    padding-right: ${PRIMARY_ACTION_HEIGHT}px;
    font-size: 14px;
  }
`;

/** Closes the service panel on a phone, where no pointer leaves it and no key is at hand. */
export const ServiceClose = styled.button`
  display: none;
  ${onPhone} {
    position: absolute;
    top: 0;
    right: 0;
    ${thumbIconButton}
  }
`;
