import styled, { css } from 'styled-components';

/** The storefront's content width: 1200 px, centred. */
export const CONTENT_WIDTH = 1200;

/** The content column's rules, for a box that cannot be a Container (e.g. one fixed to the viewport). */
export const contentColumn = css`
  width: ${CONTENT_WIDTH}px;
  max-width: 100%;
  margin: 0 auto;
`;

export const Container = styled.div`
  ${contentColumn}
`;
