import styled from 'styled-components';
import { onPhone } from '../../../components/breakpoints';
import { Skeleton } from '../../../components/skeleton';

/** The detail's first block is at least this tall, loaded, loading or failed: nothing below jumps. */
export const DETAIL_MIN_HEIGHT = 560;

/**
 * The detail's shape while it loads: the gallery box and the text beside it, at their final sizes. No top
 * margin: as the page's first box it would collapse through the page's <main> and move it.
 */
export function DetailSkeleton() {
  return (
    <Row aria-busy="true" aria-label="商品加载中">
      <Gallery />
      <Text>
        <Skeleton lines={10} />
      </Text>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  gap: 32px;
  padding: 24px;
  background: #fff;
  min-height: ${DETAIL_MIN_HEIGHT}px;
  ${onPhone} {
    flex-direction: column;
    gap: 16px;
    padding: 12px;
  }
`;

const Gallery = styled.div`
  width: 402px;
  height: 402px;
  flex: none;
  background: #eee;
  ${onPhone} {
    width: auto;
    height: auto;
    aspect-ratio: 1;
  }
`;

const Text = styled.div`
  flex: 1;
`;
