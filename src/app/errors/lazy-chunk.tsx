import { lazy } from 'react';
import type { ComponentProps, ComponentType } from 'react';

/** A page's code could not be loaded: the network failed, timed out, or a deploy removed the file. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** A lazily loaded component whose code can be fetched before it first renders. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export type LazyChunk<T extends ComponentType<any>> = ComponentType<ComponentProps<T>> & {
  /** Fetches the code; settles once it is in (or failed). */
  preload(): Promise<void>;
};

// Every lazily loaded chunk not loaded yet, as a function that forgets its last attempt.
const forgetAttempts = new Set<() => void>();

/**
 * React.lazy that can be retried. React.lazy keeps a rejected import for good, so each chunk here is a
 * fresh React.lazy after retryChunks(): the next render imports the file again. Failures are thrown as
 * ChunkLoadError, which the error boundaries tell apart. A chunk already loaded (by `preload()`) renders
 * at once: React.lazy takes a module it gets synchronously without suspending, so no fallback shows, and
 * React's throttle on revealing a suspended boundary (300 ms) does not hold the page back.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyChunk<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyChunk<T> {
  let loaded: { default: T } | undefined;
  const loadOnce = () =>
    load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        throw new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error });
      },
    );
  const attempt = () =>
    lazy(() => {
      const module = loaded;
      // A thenable that answers at once (React.lazy reads it before it would suspend).
      return module
        ? ({ then: (done: (value: { default: T }) => void) => done(module) } as Promise<{ default: T }>)
        : loadOnce();
    });
  let Chunk = attempt();
  forgetAttempts.add(() => {
    if (!loaded) Chunk = attempt();
  });
  const LazyChunk = (props: ComponentProps<T>) => <Chunk {...props} />;
  // A failed preload is no failure: the render that needs the chunk imports it again and reports.
  return Object.assign(LazyChunk, {
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/** The next render of every chunk that failed (or is still loading) imports it again. */
export function retryChunks(): void {
  for (const forget of forgetAttempts) forget();
}
