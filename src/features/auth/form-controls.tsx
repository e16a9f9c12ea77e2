import styled from 'styled-components';

export const Field = styled.label`
  display: block;
  margin-bottom: 16px;
  span {
    display: block;
    margin-bottom: 6px;
    font-size: 13px;
    color: ${({ theme }) => theme.muted};
  }
  input {
    width: 100%;
    height: 40px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: 4px;
    font: inherit;
    &:focus {
      outline: none;
      border-color: ${({ theme }) => theme.primary};
      box-shadow: 0 0 0 2px ${({ theme }) => theme.primaryFaint};
    }
  }
`;

export const FormError = styled.p`
  margin: -6px 0 12px;
  color: ${({ theme }) => theme.danger};
  font-size: 13px;
`;

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
