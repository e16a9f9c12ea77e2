import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';

const Box = styled.div<{ $height: number | undefined }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 14px;
  min-height: ${({ $height }) => ($height === undefined ? 'auto' : `${$height}px`)};
  padding: 40px 16px;
  color: ${({ theme }) => theme.muted};
  font-size: 14px;
  text-align: center;
`;

/**
 * A request failed: the server's message in place of the content (never a blank page), with 重试 when a
 * second try can help (`onRetry`) and `children` as the way on (a link back) when it cannot, or both.
 * `height` keeps the failed block as tall as the content would have been.
 */
export function LoadError({
  message,
  onRetry,
  height,
  children,
}: {
  message: string;
  onRetry?: () => void;
  height?: number;
  children?: ReactNode;
}) {
  return (
    <Box role="alert" $height={height}>
      <span>{message || '加载失败'}</span>
      {onRetry && (
        <Button $variant="primary" $size="small" onClick={onRetry}>
          重试
        </Button>
      )}
      {children}
    </Box>
  );
}
