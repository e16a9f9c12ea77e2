// The 账单 routes in the app (docs/invoices.md): built where the shop keeps statements, refused where it
// does not or for a member without the codes.
import { screen } from '@testing-library/react';
import { STATEMENT_TEXT } from '../../../engine';
import { renderApp, runShellGateway, signInAs } from '../shell/shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();

const REFUSED = '您没有访问该页面的权限';

describe('账单 in the app', () => {
  it('/procure/userCenter/invoicingZdList lists the member’s statements', async () => {
    await signInAs('procure', 'member');
    renderApp('/procure/userCenter/invoicingZdList');
    expect(
      await screen.findByRole('table', { name: '账单列表' }, { timeout: scaled(20_000) }),
    ).toBeInTheDocument();
  });

  it('the detail of an unknown statement says so, with the way back', async () => {
    await signInAs('procure', 'member');
    renderApp('/procure/userCenter/invoicingZdList/invoicingZdListDetail?id=ZD1');
    expect(
      await screen.findByText(STATEMENT_TEXT.notFound, {}, { timeout: scaled(20_000) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回账单' })).toBeInTheDocument();
  });

  it.each([
    ['points', 'member'],
    ['procure', 'viewer'],
  ])('%s refuses the list to %s', async (mallPath, account) => {
    await signInAs(mallPath, account);
    renderApp(`/${mallPath}/userCenter/invoicingZdList`);
    expect(await screen.findByText(REFUSED, {}, { timeout: scaled(20_000) })).toBeInTheDocument();
  });
});
