import { screen } from '@testing-library/react';
import { renderApp, signInAs, runShellGateway } from './shell-harness';

runShellGateway();
vi.setConfig({ testTimeout: 30_000 });

const NOT_BUILT = '该功能即将开放，敬请期待';

describe('a page that is not built yet says so, to a member who may well have orders, invoices or a balance', () => {
  it.each(['userCenter/invoicingZdList', 'userCenter/userCenterView2/balance'])(
    '/procure/%s says the page is not built yet',
    async (page) => {
      await signInAs('procure', 'member');
      renderApp(`/procure/${page}`);
      expect(await screen.findByText(NOT_BUILT, {}, { timeout: 20_000 })).toBeInTheDocument();
    },
  );
});
