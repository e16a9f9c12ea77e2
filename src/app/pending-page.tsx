import styled from 'styled-components';
import { Container } from '../components/container';
import { EmptyState } from '../components/empty-state';
import { BackHomeLink } from '../business-ui/back-home-link';

const Box = styled(Container)`
  margin-top: 20px;
  background: #fff;
  padding: 20px 24px;
  h1 {
    margin: 0;
    padding-bottom: 12px;
    font-size: 18px;
    border-bottom: 1px solid ${({ theme }) => theme.border};
  }
`;

/**
 * A screen whose content is not part of the storefront yet, or that the spec does not show: an honest
 * empty state inside the screen's layout. `heading` is for layouts that do not title the page.
 */
export function PendingPage({ emptyText, heading }: { emptyText: string; heading?: string }) {
  const state = (
    <EmptyState text={emptyText}>
      <BackHomeLink />
    </EmptyState>
  );
  if (!heading) return state;
  return (
    <Box>
      <h1>{heading}</h1>
      {state}
    </Box>
  );
}
