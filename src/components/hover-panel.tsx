import { useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  height: 100%;
`;

const Panel = styled.div<{ $align: 'left' | 'right' }>`
  position: absolute;
  top: 100%;
  ${({ $align }) => ($align === 'left' ? 'left: 0;' : 'right: 0;')}
  z-index: 1200;
  min-width: 100%;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.border};
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.1);
`;

/**
 * A trigger that shows a panel while hovered or focused (dropdown menus, the QR code). Keyboard
 * users open it by focusing the trigger; leaving the whole area closes it.
 */
export function HoverPanel({
  trigger,
  children,
  align = 'left',
  label,
}: {
  trigger: ReactNode;
  children: ReactNode;
  align?: 'left' | 'right';
  label: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Wrapper
      onMouseEnter={() => setOpen(true)}
      // A re-render under a still pointer can close the panel without a new mouseenter; any movement reopens it.
      onMouseMove={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      {trigger}
      {open && (
        <Panel $align={align} role="region" aria-label={label}>
          {children}
        </Panel>
      )}
    </Wrapper>
  );
}
