import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
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

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 10vh 16px 16px;
  background: rgba(0, 0, 0, 0.45);
  overflow: auto;
`;

const Panel = styled.section<{ $width: number }>`
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
`;

const Body = styled.div`
  padding: 20px;
  overflow: auto;
  color: ${({ theme }) => theme.text};
  font-size: 14px;
  line-height: 1.7;
`;

const Footer = styled.footer`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  padding: 12px 20px 16px;
`;

/**
 * A modal dialog over the page: page scroll is locked, focus moves in and stays in it (Tab cycles), and
 * goes back to the opener on close.
 */
export function Dialog({ open, title, width = 520, onClose, closable, footer, children }: DialogProps) {
  const titleId = useId();
  const ways = closeWays(closable);
  useScrollLock(open);
  const panelRef = useRef<HTMLElement>(null);
  useFocusLayer(open, panelRef, { trap: true, onEscape: ways.escape ? onClose : undefined });
  if (!open) return null;
  return createPortal(
    <Overlay
      onMouseDown={(event) => {
        if (ways.outside && event.target === event.currentTarget) onClose?.();
      }}
    >
      <Panel
        $width={width}
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
