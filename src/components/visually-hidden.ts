import { css } from 'styled-components';

/** Out of sight, still read by screen readers (a table's head where its rows show as cards). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
