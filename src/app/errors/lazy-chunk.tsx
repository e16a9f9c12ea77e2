import { lazy } from 'react';
import type { ComponentProps, ComponentType } from 'react';

/** A page's code could not be loaded: the network failed, timed out, or a deploy removed the file. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

// Every lazily loaded chunk not loaded yet, as a function that forgets its last attempt.
const forgetAttempts = new Set<() => void>();

/**
 * React.lazy that can be retried. React.lazy keeps a rejected import for good, so each chunk here is a
 * fresh React.lazy after retryChunks(): the next render imports the file again. Failures are thrown as
 * ChunkLoadError, which the error boundaries tell apart.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyChunk<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  let loaded = false;
  const attempt = () =>
    lazy(() =>
      load().then(
        (module) => {
          loaded = true;
          return module;
        },
        (error: unknown) => {
          throw new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error });
        },
      ),
    );
  let Chunk = attempt();
  forgetAttempts.add(() => {
    if (!loaded) Chunk = attempt();
  });
  return function LazyChunk(props: ComponentProps<T>) {
    return <Chunk {...props} />;
  };
}

/** The next render of every chunk that failed (or is still loading) imports it again. */
export function retryChunks(): void {
  for (const forget of forgetAttempts) forget();
}
