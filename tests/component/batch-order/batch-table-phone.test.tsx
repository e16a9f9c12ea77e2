// The batch-order result rows are virtualised at a fixed height: on a phone each row is a card, taller, and
// the virtualiser places the rows at that height (no card over the next).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BatchOrderPage from '../../../src/features/batch-order/batch-order-page';
import { ROWS_LABEL } from '../../../src/features/batch-order/batch-table';
import { renderDemoPage, startDemoGateway } from '../goods/demo-shop';
import { givenListHeight } from '../helpers/given-list-height';

startDemoGateway();
givenListHeight(ROWS_LABEL, 480);

/** jsdom has no matchMedia (a desktop); this one answers every query as a phone's screen would. */
function givenPhone(): void {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });
  afterEach(() => vi.unstubAllGlobals());
}

async function importFiveRows() {
  const user = userEvent.setup();
  await renderDemoPage(<BatchOrderPage />, {
    mallPath: 'procure',
    account: 'member',
    route: '/procure/userCenter/batchOrder',
  });
  await user.click(await screen.findByRole('textbox', { name: '粘贴商品编码和数量' }));
  await user.paste('G-0001-01 1\nNO-SUCH-SKU 2\nG-LOW-STOCK-01 9\nG-LADDER-01 1\nG-0002-01 3');
  await user.click(screen.getByRole('button', { name: '识别粘贴内容' }));
  await screen.findByText('共5行：可导入2行，不可导入3行');
}

/** Where each result row sits and how high it is, as the virtualiser placed it. */
const placedRows = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1')
    .map((row) => [row.style.top, row.style.height]);

describe('on a wide screen', () => {
  it('the rows are 64 px lines, one under the other', async () => {
    await importFiveRows();
    expect(placedRows()).toEqual(['0px', '64px', '128px', '192px', '256px'].map((top) => [top, '64px']));
    expect(screen.getByRole('rowgroup', { name: ROWS_LABEL })).toHaveStyle({ height: '320px' });
  });
});

describe('on a phone', () => {
  givenPhone();

  it('the rows are 128 px cards, one under the other, in a scroller of at most 480 px', async () => {
    await importFiveRows();
    expect(placedRows().slice(0, 4)).toEqual(['0px', '128px', '256px', '384px'].map((top) => [top, '128px']));
    expect(screen.getByRole('rowgroup', { name: ROWS_LABEL })).toHaveStyle({ height: '480px' });
  });
});
