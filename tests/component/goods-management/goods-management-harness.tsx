// The goods-management screen inside the procurement demo shop, logged in as the supplier (who holds
// F000382/F000383), against the in-process demo gateway. The seed's goods (src/demo-gateway/seed.ts):
// drafts M-0001, M-0002; on sale M-0003, M-0004 (restricted in 北京市、广东省), M-0005 (mall stock) and M-0014
// (mall stock, restricted in 重庆市); listed M-0006, M-0007 (restricted in 上海市); stopped M-0008, M-0009;
// pending review M-0010, M-0011; rejected M-0012; restriction lifted M-0013.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmHost } from '../../../src/components/confirm-host';
import { toast } from '../../../src/components/toast';
import GoodsManagementPage from '../../../src/features/goods-management/goods-management-page';
import { calls, renderDemoPage, startDemoGateway } from '../goods/demo-shop';

export const SEED_COUNTS = [
  '草稿(2)',
  '在售(4)',
  '已上架(2)',
  '已停售(2)',
  '待审核(2)',
  '审核驳回(1)',
  '已解除限制(1)',
];

export function startGoodsManagementTests(): void {
  startDemoGateway();
  beforeEach(() => toast.clear());
}

/**
 * The screen at `query` (?status=onSale), as the supplier of `procure`; resolves once the table shows
 * (unless `loaded` is false).
 */
export async function renderGoodsManagement(query = '', { loaded = true } = {}) {
  const user = userEvent.setup();
  const view = await renderDemoPage(
    <>
      <GoodsManagementPage />
      <ConfirmHost />
    </>,
    { mallPath: 'procure', account: 'supplier', route: `/procure/userCenter/goodsManagement${query}` },
  );
  if (loaded) await screen.findByRole('table', { name: '商品列表' });
  return { user, view };
}

/** The tab labels, counts included, once the counts have arrived. */
export const tabLabels = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

export async function expectCounts(...expected: string[]) {
  await waitFor(() => expect(tabLabels()).toEqual(expect.arrayContaining(expected)));
}

/** The table row of one goods, by its code. */
export const row = (code: string) => screen.getByRole('row', { name: new RegExp(code) });

export const rowButtons = (code: string) =>
  within(row(code))
    .queryAllByRole('button')
    .map((button) => button.textContent);

export const batchButtons = () =>
  within(screen.getByRole('toolbar', { name: '批量操作' }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

export const listedCodes = () =>
  within(screen.getByRole('table', { name: '商品列表' }))
    .getAllByRole('row')
    .slice(1)
    .map((each) => /M-\d{4}/.exec(each.textContent ?? '')?.[0]);

/** A toast saying `text`: success and warnings are status messages, errors alerts. */
export const toastSaying = (text: string, role: 'status' | 'alert' = 'status') =>
  screen.findByText(text, { selector: `[role=${role}]` });

export const tick = (code: string) => screen.getByRole('checkbox', { name: new RegExp(`（${code}）`) });

export const commandCalls = () => calls('/goodsManagement/command').map((each) => each.body);
