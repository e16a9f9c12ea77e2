// A shop's first load asks for what the page needs while the shop starts (docs/performance.md): the page's
// first data goes out with the start-up requests, where the login gate would open the page on what is
// known then (the profile, the session).
import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { GUEST, shopFacts } from '../../../engine';
import { prefetchPageData } from '../../../src/app/shop-frame';
import { startShop } from '../../../src/app/start-shop';
import { demoShop } from '../helpers/render-in-shop';
import { calls, gateway, renderApp, runShellGateway, server } from './shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();

it("asks for the home's data while the shop starts: before the guest's codes are in", async () => {
  let homeAsked = () => {};
  const asked = new Promise<void>((done) => (homeAsked = done));
  server.use(
    // The codes answer only once the home's data has been asked for: the shop cannot show before.
    http.post('*/api/mall/function/queryFunctionList', async ({ request }) => {
      await asked;
      return gateway.handle(request);
    }),
    http.get('*/api/mall/websitePc/getHomePage', ({ request }) => {
      homeAsked();
      return gateway.handle(request);
    }),
  );
  renderApp('/points/home');
  expect(
    await screen.findByRole('list', { name: '热销推荐' }, { timeout: scaled(10_000) }),
  ).toBeInTheDocument();
  expect(calls('/websitePc/getHomePage')).toHaveLength(1);
});

it.each([
  ['points', 'a guest may browse', 1],
  ['procure', 'the login gate sends a guest to log in', 0],
])('%s home: %s, so its data is asked for early %i time(s)', async (mallPath, _gate, times) => {
  const api = startShop(mallPath);
  const resolved = await demoShop(mallPath);
  const facts = { loggedIn: false, user: GUEST, shop: shopFacts(resolved.profile) };
  const client = new QueryClient();
  const prefetch = vi.spyOn(client, 'prefetchQuery');
  prefetchPageData('/home', { resolved, facts }, client, api);
  expect(prefetch).toHaveBeenCalledTimes(times);
  await client.cancelQueries();
});
