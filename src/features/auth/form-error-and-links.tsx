import styled from 'styled-components';

/** The form's problem, above its button. */
export const FormError = styled.p`
  margin: -6px 0 12px;
  color: ${({ theme }) => theme.danger};
  font-size: 13px;
`;

/** Links under the form: to the other auth pages. */
export const FormLinks = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: 14px;
  font-size: 13px;
  a {
    color: ${({ theme }) => theme.muted};
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.primary};
    }
  }
`;
