import styled from 'styled-components';

/** The storefront's content width: 1200 px, centred. */
export const CONTENT_WIDTH = 1200;

export const Container = styled.div`
  width: ${CONTENT_WIDTH}px;
  max-width: 100%;
  margin: 0 auto;
`;
