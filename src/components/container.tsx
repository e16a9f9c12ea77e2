import styled, { css } from 'styled-components';
import { CONTENT_WIDTH } from '../../engine';
import { belowContentWidth, PAGE_GUTTER } from './breakpoints';

export { CONTENT_WIDTH };

/**
 * The content column's rules, for a box that cannot be a Container (e.g. one fixed to the viewport). Where
 * the screen is narrower than the column it is fluid, with a gutter each side (a width, not a padding, so
 * a column's own padding keeps it).
 */
export const contentColumn = css`
  width: ${CONTENT_WIDTH}px;
  max-width: 100%;
  margin: 0 auto;
  ${belowContentWidth} {
    width: calc(100% - ${2 * PAGE_GUTTER}px);
  }
`;

export const Container = styled.div`
  ${contentColumn}
`;
