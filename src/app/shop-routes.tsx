import { Suspense, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { accessDecision } from '../../engine';
import { useCapability, useShop } from '../shop/shop-context';
import { loginPath, PAGE, pathInShop, shopHome } from '../shop/shop-paths';
import { usePageTitle } from '../shop/use-page-title';
import { useDocumentTitle } from '../shop/use-shop-brand';
import { lazyChunk } from './errors/lazy-chunk';
import { PageBoundary, PageLoading } from './errors/page-boundary';
import { CheckoutFrame, CheckoutLayout } from './layouts/checkout-layout';
import { MainLayout } from './layouts/main-layout';
import { PagePlaceholder } from './page-placeholder';
import { PendingPage } from './pending-page';
import { SHOP_ROUTES } from './routes';
import type { ShopRoute } from './routes';

// Not needed by a guest's first page: loaded when a user-centre page or a logged-in user needs them.
const UserCentreFrame = lazyChunk(() =>
  import('../features/user-centre/user-centre-frame').then((module) => ({ default: module.UserCentreFrame })),
);
const PrivacyDialog = lazyChunk(() =>
  import('../features/auth/privacy-dialog').then((module) => ({ default: module.PrivacyDialog })),
);

/** The page's placeholder while its code loads, giving up after the profile's chunk-load timeout. */
function PageLoadingInShop() {
  const { limits } = useShop();
  return <PageLoading timeoutMs={limits.timing.chunkLoadTimeoutMs} />;
}

/** Sets the title first, so a page that knows better (a goods name) can set its own after. */
function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/** A page in its own boundary: when it fails, the layout and the frame around it stay usable. */
function PageContent({ route, title }: { route: ShopRoute; title: string }) {
  const { source } = route;
  const { pathname, search } = useLocation();
  if ('Page' in source) {
    return (
      <PageBoundary resetKey={pathname + search}>
        <Suspense fallback={<PageLoadingInShop />}>
          <source.Page />
        </Suspense>
      </PageBoundary>
    );
  }
  return <PendingPage emptyText={source.emptyText} heading={route.layout === 'main' ? title : undefined} />;
}

/**
 * One route: the login gate (spec 1 §4), the title, the layout's frame and the page; or, while the shop
 * starts from a prerendered frame, the page's placeholder in its layout.
 */
function ShopPage({ route, shown }: { route: ShopRoute; shown: boolean }) {
  const visitorsAllowed = useCapability('visitors.allowed');
  const { mallPath, facts } = useShop();
  const location = useLocation();
  const title = usePageTitle(route.title);
  // "A logged-in user opening /login goes to the shop root" is about arriving there; a login made on
  // the page moves on to its redirect itself.
  const [loggedInOnArrival] = useState(facts.loggedIn);
  const decision = accessDecision(route.access, {
    loggedIn: route.access === 'login' ? loggedInOnArrival : facts.loggedIn,
    visitorsAllowed,
  });
  if (!shown) {
    const placeholder = <PagePlaceholder layout={route.layout} />;
    if (route.layout !== 'checkout') return placeholder;
    return (
      <CheckoutFrame step={route.step} title={title}>
        {placeholder}
      </CheckoutFrame>
    );
  }
  if (decision === 'toLogin')
    return <Navigate replace to={loginPath(mallPath, pathInShop(mallPath, location))} />;
  if (decision === 'toShopRoot') return <Navigate replace to={shopHome(mallPath)} />;

  const page = (
    <>
      <DocumentTitle title={title} />
      <PageContent route={route} title={title} />
    </>
  );
  if (route.layout === 'userCentre') {
    return (
      <PageBoundary resetKey={location.pathname}>
        <Suspense fallback={<PageLoadingInShop />}>
          <UserCentreFrame title={title} menuPage={route.menuPage}>
            {page}
          </UserCentreFrame>
        </Suspense>
      </PageBoundary>
    );
  }
  if (route.layout === 'checkout') {
    return (
      <CheckoutFrame step={route.step} title={title}>
        {page}
      </CheckoutFrame>
    );
  }
  return page;
}

const NOT_FOUND: ShopRoute = {
  path: '*',
  title: '页面不存在',
  layout: 'main',
  access: 'public',
  source: { emptyText: '您访问的页面不存在' },
};

const routesIn = (layouts: readonly ShopRoute['layout'][], shown: boolean) =>
  SHOP_ROUTES.filter((route) => layouts.includes(route.layout)).map((route) => (
    <Route
      key={route.path}
      path={route.path}
      element={<ShopPage key={route.path} route={route} shown={shown} />}
    />
  ));

/** The shop's pages under /:mallPath, grouped by the layout they share; `pageShown`: see ShopFrame. */
export function ShopRoutes({ pageShown }: { pageShown: boolean }) {
  const privacyDialog = useCapability('privacy.dialog');
  const { facts } = useShop();
  return (
    <>
      <Routes>
        <Route index element={<Navigate to={`.${PAGE.home}`} replace />} />
        {routesIn(['auth'], pageShown)}
        <Route element={<MainLayout />}>
          {routesIn(['main', 'userCentre'], pageShown)}
          <Route path="*" element={<ShopPage route={NOT_FOUND} shown={pageShown} />} />
        </Route>
        <Route element={<CheckoutLayout />}>{routesIn(['checkout'], pageShown)}</Route>
      </Routes>
      {facts.loggedIn && privacyDialog && (
        <PageBoundary>
          <Suspense fallback={null}>
            <PrivacyDialog />
          </Suspense>
        </PageBoundary>
      )}
    </>
  );
}
