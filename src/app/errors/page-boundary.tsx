import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Container } from '../../components/container';
import { ErrorBoundary } from '../../components/error-boundary';
import type { Failure } from '../../components/error-boundary';
import { Skeleton } from '../../components/skeleton';
import { ChunkLoadError, retryChunks } from './lazy-chunk';
import { reportError } from './report-error';

const Box = styled.div`
  padding: 80px 16px;
  color: ${({ theme }) => theme.muted};
  text-align: center;
  button {
    margin: 0 6px;
  }
`;

/**
 * What a failed page shows: for a chunk, 重试 (loads it again) and, for a deploy that removed it, 刷新页面
 * (the page reloads at the same address; the cart is on the server and form drafts in session storage).
 */
export function FailedPage({ error, retry }: Failure) {
  const chunk = error instanceof ChunkLoadError;
  return (
    <Box role="alert">
      <h2>{chunk ? '页面加载失败' : '页面出错了'}</h2>
      <p>{chunk ? '网络异常或网站已更新，页面未能加载' : '抱歉，页面出现了问题'}</p>
      <Button
        $variant="primary"
        onClick={() => {
          retryChunks();
          retry();
        }}
      >
        重试
      </Button>
      <Button onClick={() => window.location.reload()}>刷新页面</Button>
    </Box>
  );
}

/**
 * A page's loading placeholder. Past the chunk-load timeout (profile `limits.timing.chunkLoadTimeoutMs`,
 * spec 1 §9) it gives up: the boundary around it offers 重试.
 */
export function PageLoading({ timeoutMs }: { timeoutMs: number }) {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  if (timedOut) throw new ChunkLoadError(`page not loaded within ${timeoutMs} ms`);
  return (
    <Container>
      <Skeleton lines={8} />
    </Container>
  );
}

/**
 * The boundary around one routed page, inside the layout: a page that fails shows FailedPage while the
 * header, cart count and nav stay usable; going to another address clears it.
 */
export function PageBoundary({ children, resetKey }: { children: ReactNode; resetKey?: unknown }) {
  return (
    <ErrorBoundary
      fallback={(failure) => <FailedPage {...failure} />}
      onError={(error) => reportError('page', error)}
      resetKey={resetKey}
    >
      {children}
    </ErrorBoundary>
  );
}

/** The boundary around the whole app: never a white page, whatever fails outside a page. */
export function AppBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(failure) => <FailedPage {...failure} />}
      onError={(error) => reportError('app', error)}
    >
      {children}
    </ErrorBoundary>
  );
}
