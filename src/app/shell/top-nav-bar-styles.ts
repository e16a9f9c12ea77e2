// The top navigation bar's look (top-nav-bar.tsx): the grey bar, its two sides of items with separators, the
// accent colour and the hover menus' lists.
import styled from 'styled-components';
import { belowContentWidth, onPhone, TAP_TARGET_MIN } from '../../components/breakpoints';
import { Container } from '../../components/container';

export const Bar = styled.nav`
  height: 32px;
  background: #f2f2f2;
  border-bottom: 1px solid #e6e6e6;
  font-size: 12px;
  color: #666;
`;

export const Row = styled(Container)`
  display: flex;
  justify-content: space-between;
  align-items: stretch;
  height: 100%;
`;

export const Side = styled.ul`
  display: flex;
  align-items: stretch;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    align-items: center;
    padding: 0 10px;
    position: relative;
  }
  > li + li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 11px;
    height: 10px;
    border-left: 1px solid #ccc;
  }
  a,
  button {
    color: inherit;
    text-decoration: none;
    background: none;
    border: 0;
    padding: 0;
    font: inherit;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    gap: 3px;
    &:hover {
      color: ${({ theme }) => theme.primary};
    }
  }
  ${belowContentWidth} {
    min-width: 0;
    > li {
      white-space: nowrap;
    }
  }
  ${onPhone} {
    a,
    button {
      min-height: ${TAP_TARGET_MIN}px;
    }
  }
`;

/** The welcome gives way first when the bar is narrow: it ends in an ellipsis. */
export const Welcome = styled.li`
  ${belowContentWidth} {
    && {
      display: block;
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      line-height: 31px;
    }
  }
`;

/** 退出 beside the user's name, only on a phone (a desktop has it in the name's hover menu). */
export const PhoneOnly = styled.li`
  && {
    display: none;
  }
  ${onPhone} {
    && {
      display: flex;
    }
  }
`;

/** Orders, cart, 手机版, equity and the configured links: on a phone they are in the menu drawer. */
export const RightSide = styled(Side)`
  ${belowContentWidth} {
    flex-shrink: 0;
  }
  ${onPhone} {
    display: none;
  }
`;

export const Accent = styled.span`
  color: ${({ theme }) => theme.primary};
`;

export const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 6px 0;
  min-width: 120px;
  li {
    padding: 0;
  }
  a,
  button {
    display: block;
    width: 100%;
    padding: 6px 14px;
    text-align: left;
    white-space: nowrap;
  }
`;
