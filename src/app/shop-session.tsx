import { Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { pathInShop } from '../../engine';
import { ApiClientProvider } from '../shop/api-client';
import type { ApiClient } from '../lib/api/request';
import { shopTheme } from '../shop/theme';
import { lazyChunk } from './errors/lazy-chunk';
import { GlobalStyle } from './global-style';
import { queryClient } from './query-client';
import { ShopInvalidPage, ShopLoadingPage, ShopNotFoundPage, ShopUnavailablePage } from './shop-status-pages';
import { endFirstPaint, FIRST_PAINT_HYDRATED, isFirstPaint } from './first-paint';
import { createShopClient, loadShopSession } from './start-shop';
import { prefetchStartUp, useShopStartUp } from './use-shop-start-up';

const loadShopFrame = () => import('./shop-frame');
const ShopFrame = lazyChunk(() => loadShopFrame().then((frame) => ({ default: frame.ShopFrame })));
const pathHere = (mallPath: string) => pathInShop(mallPath, window.location);

/**
 * The shop's frame and the page at the address load while the start-up requests are on the wire; settles
 * once the frame's code is in (a prerendered frame hydrates then: main.tsx).
 */
export function preloadShop(mallPath: string): Promise<void> {
  void loadShopFrame()
    .then((frame) => frame.preloadPage(pathHere(mallPath)))
    .catch(() => undefined);
  return ShopFrame.preload();
}

/** The shop's start-up requests and the code of its frame and page, all on their way. */
function startRequests(mallPath: string, api: ApiClient): void {
  prefetchStartUp(api, queryClient);
  void preloadShop(mallPath);
}

/**
 * Calls `then` once the Suspense boundary it sits in has hydrated: React hydrates a boundary's content after
 * the tree around it has committed, and its effects run only then.
 */
function OnceHydrated({ then }: { then: () => void }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    then();
  }, [then]);
  return null;
}

function ShopSession({ mallPath }: { mallPath: string }) {
  // A prerendered frame is hydrated from what the server knew (first-paint.ts): its session is read already
  // (main.tsx), and the start-up requests wait until hydration has committed.
  const [firstPaint] = useState(() => isFirstPaint(mallPath));
  // Once per shop, before any of its requests: its client, handed down to its screens, and its session.
  const [api] = useState(() => {
    const client = createShopClient(mallPath);
    if (!firstPaint) {
      loadShopSession(mallPath);
      startRequests(mallPath, client);
    }
    return client;
  });
  const [hydrated, setHydrated] = useState(!firstPaint);
  const onHydrated = useCallback(() => {
    // When the prerendered frame became the app's: for measurements and the hydration test.
    performance.mark(FIRST_PAINT_HYDRATED);
    endFirstPaint();
    startRequests(mallPath, api);
    setHydrated(true);
  }, [mallPath, api]);
  const startUp = useShopStartUp(api, hydrated);
  // As soon as the profile is in: the page's first data, while the shop info and the user's codes load.
  const prefetched = useRef(false);
  useEffect(() => {
    if (startUp.state !== 'ready' || prefetched.current) return;
    prefetched.current = true;
    const { resolved, facts } = startUp;
    void loadShopFrame()
      .then((frame) => frame.prefetchPageData(pathHere(mallPath), { resolved, facts }, queryClient, api))
      .catch(() => undefined);
  }, [startUp, mallPath, api]);
  // The shop shows once its start-up has settled. Later changes of session (login, logout) refetch the
  // user's data without taking the page away: the login page waits for it before it moves on.
  const [shown, setShown] = useState(false);
  if (!shown && startUp.state === 'ready' && !startUp.settling) setShown(true);
  // The shop's first render (layout, header, menus, page) is large: deferred, React renders it as a
  // transition in short slices instead of one long task, while the loading page stays.
  const shopShown = useDeferredValue(shown);
  const colour = startUp.state === 'ready' ? startUp.colour : null;
  // One theme object per colour: a new one would re-render every styled component of the shop.
  const theme = useMemo(() => shopTheme(colour), [colour]);
  // A prerendered frame stays, with its page's placeholder.
  if (startUp.state === 'ready' && !shopShown && !firstPaint) return <ShopLoadingPage />;
  switch (startUp.state) {
    case 'loading':
      return <ShopLoadingPage />;
    case 'unavailable':
      return <ShopUnavailablePage retry={startUp.retry} />;
    case 'not-found':
      return <ShopNotFoundPage mallPath={mallPath} />;
    case 'invalid':
      return <ShopInvalidPage mallPath={mallPath} problems={startUp.problems} />;
    case 'ready':
      return (
        <ApiClientProvider client={api}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <Suspense fallback={<ShopLoadingPage />}>
              <ShopFrame resolved={startUp.resolved} facts={startUp.facts} pageShown={shopShown} />
              {firstPaint && <OnceHydrated then={onHydrated} />}
            </Suspense>
          </ThemeProvider>
        </ApiClientProvider>
      );
  }
}

/** /:mallPath/*: the shop named by the first path segment, started afresh when it changes. */
export function ShopRoot() {
  const { mallPath = '' } = useParams();
  return <ShopSession key={mallPath} mallPath={mallPath} />;
}
