import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { RegionState } from '../../../engine';
import { RegionPanel } from './region-panel';
import { RegionTrigger } from './region-trigger';

export interface RegionPickerProps {
  /** The picker's state (engine RegionState, from initialRegionState({ districtOnly }) or built from an address); the form owns it. */
  value: RegionState;
  onChange(next: RegionState): void;
  /** Called whenever the panel closes (a completed choice, Esc, click outside): the form validates the region then, as on blur. */
  onClose?(): void;
  disabled?: boolean;
  /** id of the trigger button, for <label htmlFor>. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const Root = styled.div`
  position: relative;
  width: 100%;
`;

/**
 * The cascading region picker (spec 1 §2, §4): a field that opens a panel of province, city, district and
 * street tabs under it, in the flow (the fields below move down while it is open). Every rule is the engine's (engine/domain/region-selection.ts); the lists are
 * fetched when the picker first opens.
 */
export function RegionPicker({ value, onChange, onClose, disabled, ...field }: RegionPickerProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // A picker disabled while open stays shut when enabled again.
  if (open && disabled) setOpen(false);
  const shown = open && !disabled;

  function close({ returnFocus }: { returnFocus: boolean }) {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
    onClose?.();
  }

  // A press anywhere outside the picker closes it.
  const pressedOutside = useEffectEvent(() => close({ returnFocus: false }));
  useEffect(() => {
    if (!shown) return undefined;
    const listener = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) pressedOutside();
    };
    document.addEventListener('mousedown', listener);
    return () => document.removeEventListener('mousedown', listener);
  }, [shown]);

  function onKeyDown(event: KeyboardEvent) {
    if (!shown || event.key !== 'Escape') return;
    // Only the picker closes, not a dialog around it.
    event.stopPropagation();
    close({ returnFocus: true });
  }

  function onBlur(event: FocusEvent) {
    // Tabbing out of the picker closes it; focus lost to nowhere (a list being replaced) does not.
    const next = event.relatedTarget;
    if (shown && next && !root.current?.contains(next)) close({ returnFocus: false });
  }

  return (
    <Root ref={root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <RegionTrigger
        {...field}
        ref={trigger}
        value={value}
        open={shown}
        panelId={panelId}
        disabled={disabled}
        onClick={() => (shown ? close({ returnFocus: false }) : setOpen(true))}
      />
      {shown && (
        <RegionPanel
          id={panelId}
          value={value}
          onChange={onChange}
          onComplete={() => close({ returnFocus: true })}
        />
      )}
    </Root>
  );
}
