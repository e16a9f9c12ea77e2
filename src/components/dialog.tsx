import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { onPhone, PAGE_GUTTER, PRIMARY_ACTION_HEIGHT } from './breakpoints';
import { Icon } from './icons';
import { useFocusLayer } from './use-focus-layer';
import { useScrollLock } from './use-scroll-lock';

/** Which ways of closing a dialog are offered; a dialog the user must answer offers none. */
export interface DialogClosable {
  escape?: boolean;
  outside?: boolean;
  icon?: boolean;
}

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  width?: number;
  /** Called when the user closes the dialog by a way `closable` allows. */
  onClose?: () => void;
  /** `true` (default) allows every way, `false` none, or choose per way. */
  closable?: boolean | DialogClosable;
  footer?: ReactNode;
  /** A long form: on a phone it takes the whole screen rather than a card over the page. */
  fullScreenOnPhone?: boolean;
  children: ReactNode;
}

function closeWays(closable: DialogProps['closable']): Required<DialogClosable> {
  if (typeof closable === 'object') {
    return {
      escape: closable.escape ?? false,
      outside: closable.outside ?? false,
      icon: closable.icon ?? false,
    };
  }
  const all = closable ?? true;
  return { escape: all, outside: all, icon: all };
}

// On a phone the card is the screen's width less a gutter each side and never taller than the screen: its
// body scrolls inside it, so the footer's buttons stay in reach. A full-screen dialog has no gutter at all.
const Overlay = styled.div<{ $fullScreen: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 2000;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 10vh 16px 16px;
  background: rgba(0, 0, 0, 0.45);
  overflow: auto;
  ${onPhone} {
    align-items: center;
    padding: ${({ $fullScreen }) => ($fullScreen ? 0 : `${PAGE_GUTTER}px`)};
  }
`;

const Panel = styled.section<{ $width: number; $fullScreen: boolean }>`
  width: ${({ $width }) => $width}px;
  max-width: 100%;
  background: #fff;
  border-radius: 6px;
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.2);
  display: flex;
  flex-direction: column;
  max-height: 80vh;
  &:focus {
    outline: none;
  }
  ${onPhone} {
    width: 100%;
    max-height: 100%;
    ${({ $fullScreen }) => $fullScreen && 'height: 100%; border-radius: 0;'}
  }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 16px 20px;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  h2 {
    margin: 0;
    font-size: 16px;
    font-weight: 600;
    color: ${({ theme }) => theme.text};
  }
  ${onPhone} {
    padding: 0 4px 0 16px;
    min-height: ${PRIMARY_ACTION_HEIGHT + 4}px;
  }
`;

const CloseIcon = styled.button`
  border: 0;
  background: none;
  padding: 4px;
  cursor: pointer;
  color: ${({ theme }) => theme.muted};
  &:hover {
    color: ${({ theme }) => theme.text};
  }
  ${onPhone} {
    display: flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: ${PRIMARY_ACTION_HEIGHT}px;
    height: ${PRIMARY_ACTION_HEIGHT}px;
  }
`;

const Body = styled.div`
  padding: 20px;
  overflow: auto;
  color: ${({ theme }) => theme.text};
  font-size: 14px;
  line-height: 1.7;
  ${onPhone} {
    flex: 1 1 auto;
    padding: 16px;
  }
`;

const Footer = styled.footer`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  padding: 12px 20px 16px;
  /* The answers share the width, a thumb's height each. */
  ${onPhone} {
    padding: 12px 16px calc(12px + env(safe-area-inset-bottom));
    border-top: 1px solid ${({ theme }) => theme.border};
    && > * {
      flex: 1 1 0;
      height: ${PRIMARY_ACTION_HEIGHT}px;
    }
  }
`;

/**
 * A modal dialog over the page: page scroll is locked, focus moves in and stays in it (Tab cycles), and
 * goes back to the opener on close.
 */
export function Dialog({
  open,
  title,
  width = 520,
  onClose,
  closable,
  footer,
  fullScreenOnPhone = false,
  children,
}: DialogProps) {
  const titleId = useId();
  const ways = closeWays(closable);
  useScrollLock(open);
  const panelRef = useRef<HTMLElement>(null);
  useFocusLayer(open, panelRef, { trap: true, onEscape: ways.escape ? onClose : undefined });
  if (!open) return null;
  return createPortal(
    <Overlay
      $fullScreen={fullScreenOnPhone}
      onMouseDown={(event) => {
        if (ways.outside && event.target === event.currentTarget) onClose?.();
      }}
    >
      <Panel
        $width={width}
        $fullScreen={fullScreenOnPhone}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={panelRef}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          {ways.icon && (
            <CloseIcon type="button" aria-label="关闭" onClick={onClose}>
              <Icon name="close" size={18} />
            </CloseIcon>
          )}
        </Header>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Overlay>,
    document.body,
  );
}
