import styled, { css } from 'styled-components';
import { CONTENT_WIDTH } from '../../engine';

export { CONTENT_WIDTH };

/** The content column's rules, for a box that cannot be a Container (e.g. one fixed to the viewport). */
export const contentColumn = css`
  width: ${CONTENT_WIDTH}px;
  max-width: 100%;
  margin: 0 auto;
`;

export const Container = styled.div`
  ${contentColumn}
`;
