import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';

/** A drop-down of the after-sales forms (reasons, couriers), sized like the field kit's inputs. */
export const Select = styled.select`
  min-width: 240px;
  height: 34px;
  padding: 0 8px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 4px;
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.danger};
  }
  ${onPhone} {
    width: 100%;
    min-width: 0;
  }
`;
