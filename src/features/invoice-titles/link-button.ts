import styled from 'styled-components';
import { Button } from '../../components/button';

/** A link drawn as one of the shop's buttons (`as={Link}`: it navigates), without a link's underline. */
export const LinkButton = styled(Button)`
  text-decoration: none;
`;
