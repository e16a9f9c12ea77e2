// Waiting until a prerendered page (docs/first-paint.md) has hydrated all through, so that every mismatch
// React finds has been reported (src/main.tsx logs it as [hydration]) by the time the wait ends.
import type { Page } from '@playwright/test';

/** The performance mark the shop sets once its prerendered frame has hydrated (src/app/first-paint.ts). */
const HYDRATED_MARK = 'first-paint-hydrated';

interface Fiber {
  child: Fiber | null;
  sibling: Fiber | null;
  memoizedState: { dehydrated?: unknown } | null;
}

/**
 * Runs in the page before its scripts: after every commit, `__dehydrated` counts the Suspense boundaries
 * React has still to hydrate. React, a production build too, calls a DevTools hook after each commit, and
 * reports that commit's hydration mismatches right after it, in the same task: once the count is 0, every
 * mismatch has been reported. A boundary nested in the frame's hydrates after the frame's mark.
 */
function countDehydratedBoundaries() {
  const dehydrated = (first: Fiber | null): number => {
    let count = 0;
    for (let fiber = first; fiber; fiber = fiber.sibling)
      count += (fiber.memoizedState?.dehydrated ? 1 : 0) + dehydrated(fiber.child);
    return count;
  };
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      inject: () => 1,
      // Once 0 it stays 0: no commit makes a boundary dehydrated again.
      onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) =>
        (window as { __dehydrated?: number }).__dehydrated === 0 ||
        Object.assign(window, { __dehydrated: dehydrated(root.current) }),
    },
  });
}

/** Makes every document the page loads from now on count the boundaries React has still to hydrate. */
export const watchHydration = (page: Page) => page.addInitScript(countDehydratedBoundaries);

/** Waits until the page's prerendered frame has hydrated (its mark), and every boundary in it too. */
export const hydratedAllThrough = (page: Page) =>
  page.waitForFunction(
    (mark) =>
      performance.getEntriesByName(mark).length > 0 &&
      (window as { __dehydrated?: number }).__dehydrated === 0,
    HYDRATED_MARK,
    // Polled in the page, not by expect's growing pauses, which would cost more than a load.
    { polling: 50 },
  );
