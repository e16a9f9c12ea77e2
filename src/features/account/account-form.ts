import styled from 'styled-components';

/** An account page's form: fields with their label beside them, as wide as reads well. */
export const AccountForm = styled.form`
  max-width: 440px;
  padding-top: 8px;
`;
