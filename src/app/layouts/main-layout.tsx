import { Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { belowContentWidth, onPhone } from '../../components/breakpoints';
import { ErrorBoundary } from '../../components/error-boundary';
import { toast } from '../../components/toast';
import { useSignOut } from '../../features/auth/use-sign-out';
import { cartDrawer, closeCartDrawer, toggleCartDrawer } from '../../features/cart/cart-drawer-store';
import {
  closeFavouritesDrawer,
  favouritesDrawer,
  toggleFavouritesDrawer,
} from '../../features/favourites/favourites-drawer-store';
import { NavTabs } from '../shell/nav-tabs';
import { RightSidebar } from '../shell/right-sidebar';
import { SIDEBAR_WIDTH } from '../shell/right-sidebar-styles';
import { ShopFooter } from '../shell/shop-footer';
import { ShopHeader } from '../shell/shop-header';
import { TopBanner } from '../shell/top-banner';
import { TopNavBar } from '../shell/top-nav-bar';
import { SearchBox } from '../../features/search/search-box';
import { useShop } from '../../shop/shop-context';
import { shopHome } from '../../shop/shop-paths';
import { lazyChunk, retryChunks } from '../errors/lazy-chunk';
import { reportError } from '../errors/report-error';

// The drawers (and the money module their prices need) load when first opened.
const CartDrawer = lazyChunk(() => import('../../features/cart/cart-drawer'));
const FavouritesDrawer = lazyChunk(() => import('../../features/favourites/favourites-drawer'));

/** A drawer whose code failed to load closes with a message; opening it again loads it again. */
function DrawerFailed({ close }: { close: () => void }) {
  useEffect(() => {
    toast.error('加载失败，请检查网络后重试');
    retryChunks();
    close();
  }, [close]);
  return null;
}

/** One drawer: a boundary each, so one drawer failing or loading never hides the other or the page. */
function LazyDrawer({ open, close, children }: { open: boolean; close: () => void; children: ReactNode }) {
  return (
    <ErrorBoundary
      resetKey={open}
      fallback={() => <DrawerFailed close={close} />}
      onError={(error) => reportError('drawer', error)}
    >
      <Suspense fallback={null}>{open && children}</Suspense>
    </ErrorBoundary>
  );
}

// At least a screen high, so the footer starts below the fold and does not jump while a page loads.
const Main = styled.main`
  min-height: 100vh;
`;

// Below the desktop the page leaves room for the sidebar beside it; on a phone the sidebar is a tab bar
// under the page, which holds its own room at the page's end (TabBarRoom).
const Frame = styled.div`
  ${belowContentWidth} {
    padding-right: ${SIDEBAR_WIDTH}px;
  }
  ${onPhone} {
    padding-right: 0;
  }
`;

/**
 * The main shell (spec 1 §2): top ad banner, nav bar, header with the search box, nav tabs, the page,
 * footer, and the right sidebar with its drawers.
 */
export function MainLayout() {
  const { mallPath, facts } = useShop();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const cart = useSnapshot(cartDrawer);
  const favourites = useSnapshot(favouritesDrawer);
  useEffect(() => {
    // The drawers hold the user's cart and favourites: they close when the session ends.
    if (!facts.loggedIn) {
      closeCartDrawer();
      closeFavouritesDrawer();
    }
  }, [facts.loggedIn]);
  return (
    <>
      <Frame>
        <TopBanner />
        <TopNavBar onSignOut={() => void signOut()} />
        <ShopHeader search={<SearchBox />} fixable={pathname === shopHome(mallPath)} />
        <NavTabs />
        <Main>
          <Outlet />
        </Main>
        <ShopFooter />
      </Frame>
      <RightSidebar
        drawers={{
          cartOpen: cart.open,
          favouritesOpen: favourites.open,
          toggleCart: toggleCartDrawer,
          toggleFavourites: toggleFavouritesDrawer,
        }}
      />
      <LazyDrawer open={cart.open} close={closeCartDrawer}>
        <CartDrawer offsetRight={SIDEBAR_WIDTH} />
      </LazyDrawer>
      <LazyDrawer open={favourites.open} close={closeFavouritesDrawer}>
        <FavouritesDrawer offsetRight={SIDEBAR_WIDTH} />
      </LazyDrawer>
    </>
  );
}
