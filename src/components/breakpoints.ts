// The storefront's one set of breakpoints (docs/phone.md). Every layout change for small screens is a media
// query from here, so the desktop layout from CONTENT_WIDTH up keeps its pixels. There are no phone pages:
// the same components restyle themselves, and render the same markup on every screen (a menu button is
// always in the page and hidden on desktop), so the first render never depends on the viewport.
import { useSyncExternalStore } from 'react';
import { css } from 'styled-components';

/** The widest phone: below 768 px the header, the sidebar, grids, tables and dialogs take their phone form. */
export const PHONE_MAX_WIDTH = 767;

/** The content column (1200 px) no longer fits: the frame becomes fluid, with this gutter each side. */
export const NARROW_MAX_WIDTH = 1199;

export const PAGE_GUTTER = 12;

/** `${onPhone} { … }` inside a styled block. */
export const onPhone = `@media (max-width: ${PHONE_MAX_WIDTH}px)`;

/** Narrower than the desktop frame: tablets and phones. */
export const belowContentWidth = `@media (max-width: ${NARROW_MAX_WIDTH}px)`;

/** The phone's bottom tab bar (what the right sidebar becomes): fixed bars of a page sit on top of it. */
export const PHONE_TAB_BAR_HEIGHT = 56;

/** WCAG 2.5.8: every tap target at least 24 × 24 px; a primary action is 44 px tall on a phone. */
export const TAP_TARGET_MIN = 24;
export const PRIMARY_ACTION_HEIGHT = 44;

const phoneQuery = `(max-width: ${PHONE_MAX_WIDTH}px)`;

// jsdom (the component tests) has no matchMedia: a desktop there.
const phoneList = () => window.matchMedia?.(phoneQuery);

function subscribe(onChange: () => void): () => void {
  const list = phoneList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the screen is a phone's, for behaviour CSS cannot give (a drawer instead of a hover pop-up).
 * Not for markup that shows at first: the server snapshot says desktop, so a prerendered page hydrates
 * the same and changes after.
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => phoneList()?.matches ?? false,
    () => false,
  );
}

/**
 * What the tab bar covers at the bottom of a phone: its height and the home-indicator strip under it
 * (env(safe-area-inset-bottom), 0 where there is none). A page's own fixed bar sits at `bottom:` this.
 */
export const PHONE_TAB_BAR_COVER = `calc(${PHONE_TAB_BAR_HEIGHT}px + env(safe-area-inset-bottom))`;

/** A thumb-sized icon button (close, more) for a phone: 44 × 44 px, no frame. */
export const thumbIconButton = css`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${PRIMARY_ACTION_HEIGHT}px;
  height: ${PRIMARY_ACTION_HEIGHT}px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.muted};
  cursor: pointer;
`;

/** The actions of a list's card at its foot on a phone: one wrapping row, ruled off from the card. */
export const phoneCardActions = css`
  flex-direction: row;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px 14px;
  padding-top: 10px;
  border-top: 1px dashed ${({ theme }) => theme.border};
  a {
    display: inline-block;
    line-height: ${TAP_TARGET_MIN}px;
  }
`;
