import { Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { pathInShop } from '../../engine';
import { ApiClientProvider } from '../shop/api-client';
import { shopTheme } from '../shop/theme';
import { lazyChunk } from './errors/lazy-chunk';
import { GlobalStyle } from './global-style';
import { queryClient } from './query-client';
import { ShopInvalidPage, ShopLoadingPage, ShopNotFoundPage, ShopUnavailablePage } from './shop-status-pages';
import { startShop } from './start-shop';
import { prefetchStartUp, useShopStartUp } from './use-shop-start-up';

const loadShopFrame = () => import('./shop-frame');
const ShopFrame = lazyChunk(() => loadShopFrame().then((frame) => ({ default: frame.ShopFrame })));
const pathHere = (mallPath: string) => pathInShop(mallPath, window.location);

/** The shop's frame and the page at the address load while the start-up requests are on the wire. */
function preloadShop(mallPath: string): void {
  ShopFrame.preload();
  void loadShopFrame()
    .then((frame) => frame.preloadPage(pathHere(mallPath)))
    .catch(() => undefined);
}

function ShopSession({ mallPath }: { mallPath: string }) {
  // Once per shop, before any of its requests: its client, handed down to its screens, and its session.
  const [api] = useState(() => {
    const client = startShop(mallPath);
    prefetchStartUp(client, queryClient);
    preloadShop(mallPath);
    return client;
  });
  const startUp = useShopStartUp(api);
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
  if (startUp.state === 'ready' && !shopShown) return <ShopLoadingPage />;
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
              <ShopFrame resolved={startUp.resolved} facts={startUp.facts} />
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
