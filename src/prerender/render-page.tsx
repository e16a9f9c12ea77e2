// Built for Node (`vite build --ssr`, scripts/prerender.ts): draws a shop page's first render, the frame
// with its page's placeholder, as the browser's first render will draw it again when it hydrates.
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { mallPathFrom } from '../../engine';
import type { ShopProfileLoad } from '../../engine';
import { App } from '../app/app';
import { beginFirstPaint, endFirstPaint } from '../app/first-paint';
import { queryClient } from '../app/query-client';
import { SHOP_ROUTES } from '../app/routes';
import { PAGE } from '../shop/shop-paths';

export { FIRST_PAINT_DATA_ID } from '../app/first-paint';

/** The pages inside a shop that get a prerendered first paint: home, 商品中心, goods detail, cart, user centre. */
export const FIRST_PAINT_PAGES: readonly string[] = [
  PAGE.home,
  PAGE.commodityCentre,
  PAGE.goodsDetail,
  PAGE.cart,
  ...SHOP_ROUTES.filter((route) => route.layout === 'userCentre').map((route) => `/${route.path}`),
];

export interface FirstPaint {
  /** The markup of the app's root element. */
  html: string;
  /** The `<style>` tags of every rule the markup uses. */
  styles: string;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The first paint of the page at `address` ('/points/home') of the shop whose checked profile is `load`. */
export async function renderFirstPaint(address: string, load: ShopProfileLoad): Promise<FirstPaint> {
  const url = new URL(address, 'http://localhost');
  const mallPath = mallPathFrom(url.pathname, url.search);
  if (!mallPath) throw new Error(`${address} names no shop`);
  queryClient.clear();
  beginFirstPaint(mallPath, load, queryClient);
  const router = (routes: ReactNode) => <StaticRouter location={address}>{routes}</StaticRouter>;
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      ),
    );
    const html = await text(prelude);
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
    endFirstPaint();
    queryClient.clear();
  }
}
