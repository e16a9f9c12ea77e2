import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Dialogs and drawers open now, the newest last: Escape and Tab belong to the newest. */
const openLayers: HTMLElement[] = [];

export interface FocusLayerOptions {
  /** Keep Tab and Shift+Tab inside the layer (a modal dialog); a drawer lets focus leave. */
  trap: boolean;
  /** Called on Escape while this is the newest layer; without it Escape does nothing. */
  onEscape?: (() => void) | undefined;
}

function cycleFocus(layer: HTMLElement, event: KeyboardEvent): void {
  const focusable = Array.from(layer.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    layer.focus();
  } else if (event.shiftKey && (active === first || active === layer || !layer.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !layer.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While `open`: moves focus into the layer (the element `layer` points at, focusable with tabIndex -1),
 * closes it on Escape and, with `trap`, keeps Tab inside it. On close, focus goes back to where it was
 * (the button that opened it), so a keyboard user carries on from there.
 */
export function useFocusLayer(
  open: boolean,
  layer: RefObject<HTMLElement | null>,
  { trap, onEscape }: FocusLayerOptions,
): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    const element = layer.current;
    if (!open || !element) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openLayers.push(element);
    if (!element.contains(document.activeElement)) element.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openLayers.at(-1) !== element) return;
      if (event.key === 'Escape' && escape.current) escape.current();
      else if (event.key === 'Tab' && trap) cycleFocus(element, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openLayers.splice(openLayers.indexOf(element), 1);
      // Focus left with the layer's elements (it falls back to the body) or is still inside it.
      const active = document.activeElement;
      const lost = !active || active === document.body || element.contains(active);
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [open, layer, trap]);
}
