// The top navigation bar's look (top-nav-bar.tsx): the grey bar, its two sides of items with separators, the
// accent colour and the hover menus' lists.
import styled from 'styled-components';
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
