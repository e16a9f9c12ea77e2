import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ConfirmHost } from '../components/confirm';
import { ShopProvider } from '../shop/shop-context';
import { shopTheme } from '../shop/theme';
import { GlobalStyle } from './global-style';
import { ShopRoutes } from './shop-routes';
import { ShopInvalidPage, ShopLoadingPage, ShopNotFoundPage, ShopUnavailablePage } from './shop-status-pages';
import { startShop } from './start-shop';
import { useShopStartUp } from './use-shop-start-up';

function ShopSession({ mallPath }: { mallPath: string }) {
  // Once per shop, before any of its requests: the client and the session point at this shop.
  useState(() => startShop(mallPath));
  const startUp = useShopStartUp(mallPath);
  // The shop shows once its start-up has settled. Later changes of session (login, logout) refetch the
  // user's data without taking the page away: the login page waits for it before it moves on.
  const [shown, setShown] = useState(false);
  if (!shown && startUp.state === 'ready' && !startUp.settling) setShown(true);
  if (startUp.state === 'ready' && startUp.settling && !shown) return <ShopLoadingPage />;
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
        <ThemeProvider theme={shopTheme(startUp.colour)}>
          <GlobalStyle />
          <ShopProvider resolved={startUp.resolved} facts={startUp.facts}>
            <ShopRoutes />
          </ShopProvider>
          {/* Inside the shop only: an unknown shop's gateway alert (13504) is not shown over its status page. */}
          <ConfirmHost />
        </ThemeProvider>
      );
  }
}

/** /:mallPath/*: the shop named by the first path segment, started afresh when it changes. */
export function ShopRoot() {
  const { mallPath = '' } = useParams();
  return <ShopSession key={mallPath} mallPath={mallPath} />;
}
