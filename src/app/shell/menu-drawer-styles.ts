// The phone's menu drawer (menu-drawer.tsx): a full-height panel from the left over a dimmed page, and its
// rows, each a full-width tap target of PRIMARY_ACTION_HEIGHT.
import styled from 'styled-components';
import { PRIMARY_ACTION_HEIGHT } from '../../components/breakpoints';
import { Icon } from '../../components/icons';

/** Above the sidebar (its tab bar on a phone) and its drawers; below dialogs, which may open from here. */
const MENU_LAYER = 1700;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${MENU_LAYER};
  background: rgba(0, 0, 0, 0.45);
`;

export const Panel = styled.section`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${MENU_LAYER};
  width: min(320px, calc(100vw - 56px));
  display: flex;
  flex-direction: column;
  padding-bottom: env(safe-area-inset-bottom);
  background: #fff;
  box-shadow: 6px 0 18px rgba(0, 0, 0, 0.15);
  animation: menu-in 0.2s ease-out;
  &:focus {
    outline: none;
  }
  @keyframes menu-in {
    from {
      transform: translateX(-100%);
    }
  }
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-left: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  h2 {
    margin: 0;
    font-size: 16px;
    font-weight: 600;
  }
`;

export const IconButton = styled.button`
  width: ${PRIMARY_ACTION_HEIGHT}px;
  height: ${PRIMARY_ACTION_HEIGHT}px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.muted};
  cursor: pointer;
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  h3 {
    margin: 0;
    padding: 14px 16px 6px;
    font-size: 12px;
    font-weight: 400;
    color: ${({ theme }) => theme.muted};
  }
`;

export const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  a,
  button {
    display: flex;
    align-items: center;
    gap: 10px;
    width: 100%;
    min-height: ${PRIMARY_ACTION_HEIGHT}px;
    padding: 0 16px;
    border: 0;
    border-bottom: 1px solid ${({ theme }) => theme.background};
    background: none;
    color: ${({ theme }) => theme.text};
    font: inherit;
    font-size: 15px;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    &:focus-visible {
      background: ${({ theme }) => theme.background};
    }
    /* Not on touch, where the last tap would stay lit. */
    @media (hover: hover) {
      &:hover {
        background: ${({ theme }) => theme.background};
      }
    }
    &[aria-current='page'] {
      color: ${({ theme }) => theme.primary};
      font-weight: 600;
    }
  }
`;

/** The mark of a row that opens a level, at the row's far end. */
export const Chevron = styled(Icon).attrs({ name: 'chevronRight', size: 16 })`
  margin-left: auto;
  color: ${({ theme }) => theme.muted};
`;

/** A deeper category level's head: back to the level above, and the category whose level this is. */
export const LevelHead = styled.div`
  display: flex;
  align-items: center;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  button {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    min-height: ${PRIMARY_ACTION_HEIGHT}px;
    padding: 0 12px;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.primary};
    font: inherit;
    cursor: pointer;
    svg {
      transform: scaleX(-1);
    }
  }
  h3 {
    flex: 1;
    min-width: 0;
    padding: 0 16px 0 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: 15px;
    font-weight: 600;
    color: ${({ theme }) => theme.text};
  }
`;
