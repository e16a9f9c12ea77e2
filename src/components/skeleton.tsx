import styled, { css, keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

/** Every placeholder's fill: a light band sweeping over grey (lines here, the goods card's boxes). */
export const shimmerFill = css`
  background: linear-gradient(90deg, #eee 25%, #f6f6f6 37%, #eee 63%);
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;
`;

const Bar = styled.div<{ $width: string; $height: number }>`
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height}px;
  border-radius: 4px;
  ${shimmerFill}
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 24px 0;
`;

const WIDTHS = ['60%', '100%', '92%', '80%', '100%', '70%'];

/** Grey placeholder lines shown while a page or panel loads. */
export function Skeleton({ lines = 4, label = '加载中' }: { lines?: number; label?: string }) {
  return (
    <Stack role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: lines }, (_, index) => (
        <Bar key={index} $width={WIDTHS[index % WIDTHS.length] ?? '100%'} $height={index === 0 ? 22 : 14} />
      ))}
    </Stack>
  );
}
