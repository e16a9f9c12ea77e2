import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { onPhone, thumbIconButton } from './breakpoints';
import { Icon } from './icons';
import { useDrawerStackOffset } from './use-drawer-stack';
import { useFocusLayer } from './use-focus-layer';
import { useScrollLock } from './use-scroll-lock';

export interface DrawerProps {
  open: boolean;
  title: ReactNode;
  width: number;
  /** Distance from the right edge, e.g. to open beside a fixed sidebar; open drawers stack from there. */
  offsetRight?: number;
  /** On a phone the drawer takes the screen's width; this far (a CSS length) from the bottom, e.g. above a tab bar. */
  phoneOffsetBottom?: string;
  onClose: () => void;
  footer?: ReactNode;
  children: ReactNode;
}

const Panel = styled.aside<{ $width: number; $offsetRight: number; $phoneOffsetBottom: string }>`
  position: fixed;
  top: 0;
  bottom: 0;
  right: ${({ $offsetRight }) => $offsetRight}px;
  z-index: 1500;
  width: ${({ $width }) => $width}px;
  display: flex;
  flex-direction: column;
  background: #fff;
  box-shadow: -6px 0 18px rgba(0, 0, 0, 0.12);
  animation: drawer-in 0.2s ease-out;
  &:focus {
    outline: none;
  }
  @keyframes drawer-in {
    from {
      transform: translateX(30px);
      opacity: 0;
    }
  }
  ${onPhone} {
    left: 0;
    right: 0;
    bottom: ${({ $phoneOffsetBottom }) => $phoneOffsetBottom};
    width: auto;
    box-shadow: none;
  }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 48px;
  padding: 0 16px;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  h2 {
    margin: 0;
    font-size: 15px;
    font-weight: 600;
  }
  button {
    border: 0;
    background: none;
    cursor: pointer;
    color: ${({ theme }) => theme.muted};
    padding: 4px;
  }
  ${onPhone} {
    padding-right: 2px;
    button {
      ${thumbIconButton}
    }
  }
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
`;

const Footer = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.border};
  padding: 12px 16px;
`;

/**
 * A panel sliding in from the right; on a phone it takes the screen's width (one over another when two are
 * open) and its close button a thumb's size. Drawers are independent of each other (no shared overlay): one
 * opened while another is open sits beside it, and each locks page scroll while open. Focus moves in on
 * open, Escape closes the newest, and focus goes back to the opener.
 */
export function Drawer({
  open,
  title,
  width,
  offsetRight = 0,
  phoneOffsetBottom = '0',
  onClose,
  footer,
  children,
}: DrawerProps) {
  const titleId = useId();
  useScrollLock(open);
  const right = useDrawerStackOffset(titleId, width, open, offsetRight);
  const panelRef = useRef<HTMLElement>(null);
  // Not modal: the sidebar beside it stays in reach, so Tab may leave; Escape closes it.
  useFocusLayer(open, panelRef, { trap: false, onEscape: onClose });
  if (!open) return null;
  return createPortal(
    <Panel
      $width={width}
      $offsetRight={right}
      $phoneOffsetBottom={phoneOffsetBottom}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      ref={panelRef}
    >
      <Header>
        <h2 id={titleId}>{title}</h2>
        <button type="button" aria-label="关闭" onClick={onClose}>
          <Icon name="close" size={18} />
        </button>
      </Header>
      {/* Scrollable, so reachable from the keyboard even when nothing in it takes focus (WCAG 2.1.1). */}
      <Body tabIndex={0} role="region" aria-labelledby={titleId}>
        {children}
      </Body>
      {footer && <Footer>{footer}</Footer>}
    </Panel>,
    document.body,
  );
}
