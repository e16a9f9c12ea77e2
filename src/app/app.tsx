import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { PREVIEW_META } from '../../engine';
import { Toaster } from '../components/toast';
import { shopTheme } from '../shop/theme';
import { AppBoundary } from './errors/page-boundary';
import { lazyChunk } from './errors/lazy-chunk';
import { GlobalStyle } from './global-style';
import { MallPathQuery } from './mall-path-query';
import { NavigationBridge } from './navigation';
import { queryClient } from './query-client';
import { ShopRoot } from './shop-session';
import { ShopLoadingPage } from './shop-status-pages';

const ShopDirectoryPage = lazyChunk(() => import('./shop-directory-page'));
const PreviewBanner = lazyChunk(() =>
  import('./preview-banner').then((module) => ({ default: module.PreviewBanner })),
);

/** The draft the preview server names in the page (scripts/lib/preview.ts); none outside a preview. */
const previewedFile = globalThis.document?.querySelector<HTMLMetaElement>(
  `meta[name="${PREVIEW_META}"]`,
)?.content;

/** Before a shop is known (the directory, status pages) the default theme applies. */
const neutralTheme = shopTheme(null);

const inBrowser = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

/**
 * The app: `/` lists the shops; `/:mallPath/*` is one shop. Whatever fails, never a white page. `router`
 * gives the routes their address: the browser's, or one page's when it is prerendered.
 */
export function App({ router = inBrowser }: { router?: (routes: ReactNode) => ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={neutralTheme}>
        <GlobalStyle />
        {previewedFile && (
          <Suspense fallback={null}>
            <PreviewBanner previewedFile={previewedFile} />
          </Suspense>
        )}
        <AppBoundary>
          {router(
            <>
              <NavigationBridge />
              <MallPathQuery>
                <Routes>
                  <Route
                    index
                    element={
                      <Suspense fallback={<ShopLoadingPage />}>
                        <ShopDirectoryPage />
                      </Suspense>
                    }
                  />
                  <Route path=":mallPath/*" element={<ShopRoot />} />
                </Routes>
              </MallPathQuery>
            </>,
          )}
        </AppBoundary>
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
