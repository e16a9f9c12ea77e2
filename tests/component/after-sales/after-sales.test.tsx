// After-sales screens (docs/after-sales.md) over the in-process demo gateway: 申请售后 on the order list and
// on each claimable line of the order detail, choosing lines, the form with its checks and the refund shown before submit, one submit for a double
// click, the record's tabs, counts and search, and a case's detail with 填写退货物流 and 取消申请.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { AFTER_SALE_CANCEL_CONFIRM, AFTER_SALE_TEXT } from '../../../engine';
import { ConfirmHost } from '../../../src/components/confirm-host';
import AfterSaleApplyPage from '../../../src/features/after-sales/apply-page';
import AfterSaleAppliedPage from '../../../src/features/after-sales/applied-page';
import AfterSaleDetailPage from '../../../src/features/after-sales/detail-page';
import AfterSaleFillPage from '../../../src/features/after-sales/fill-page';
import AfterSaleRecordPage from '../../../src/features/after-sales/record-page';
import { applyAfterSale } from '../../../src/lib/api/endpoints/after-sales';
import OrderDetailPage from '../../../src/features/orders/order-detail-page';
import OrderListPage from '../../../src/features/orders/order-list-page';
import { calls, renderDemoPage, startDemoGateway } from '../goods/demo-shop';

startDemoGateway();

function Screens() {
  const at = (path: string) => `/:mallPath/userCenter/${path}`;
  return (
    <>
      <Routes>
        <Route path={at('order')} element={<OrderListPage />} />
        <Route path={at('order/view')} element={<OrderDetailPage />} />
        <Route path={at('afterSaleApply')} element={<AfterSaleApplyPage />} />
        <Route path={at('afterSaleApply/fillInTheApplication')} element={<AfterSaleFillPage />} />
        <Route path={at('afterSaleApply/applySuccess')} element={<AfterSaleAppliedPage />} />
        <Route path={at('afterSalesRecord')} element={<AfterSaleRecordPage />} />
        <Route path={at('afterSalesRecord/afterSaleDetail')} element={<AfterSaleDetailPage />} />
        <Route path="*" element={null} />
      </Routes>
      <ConfirmHost />
    </>
  );
}

const render = (route: string, mallPath = 'points') =>
  renderDemoPage(<Screens />, { mallPath, account: 'member', route: `/${mallPath}/userCenter/${route}` });

const orderCard = async (goodsName: RegExp) =>
  (await screen.findAllByRole('listitem', { name: /^订单 / })).find((card) =>
    goodsName.test(card.textContent ?? ''),
  ) as HTMLElement;

describe('申请售后 from the order list to applySuccess', () => {
  it('shows the entry only on orders with a line left to claim, and applies for 1 of 2 units once', async () => {
    await render('order');
    const user = userEvent.setup();
    const entries = await screen.findAllByRole('link', { name: /^申请售后：/ });
    const toShip = (await screen.findAllByRole('listitem', { name: /^订单 / }))[0] as HTMLElement;
    expect(within(toShip).queryByRole('link', { name: /^申请售后/ })).toBeNull();
    expect(entries.length).toBeGreaterThan(0);
    const fresh = await orderCard(/共1种商品，2件/);
    await user.click(within(fresh).getByRole('link', { name: /^申请售后：/ }));

    const lines = await screen.findByRole('list', { name: '订单商品' });
    expect(lines).toHaveTextContent('可申请数量：2');
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
    await user.click(within(lines).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '下一步' }));

    const form = await screen.findByRole('form', { name: '售后申请' });
    await user.click(within(form).getByRole('radio', { name: '退货退款' }));
    const refund = within(form).getByRole('definition');
    const [whole] = /\d+/.exec(refund.textContent ?? '') ?? [];
    // Both units shown first: 1 unit after the stepper.
    await user.click(within(form).getByRole('button', { name: '增加' }));
    expect(within(form).getByRole('button', { name: '增加' })).toBeDisabled();
    const both = Number(/\d+/.exec(within(form).getByRole('definition').textContent ?? '')?.[0]);
    await user.click(within(form).getByRole('button', { name: '减少' }));
    expect(Number(whole)).toBe(both / 2);

    await user.click(within(form).getByRole('button', { name: '提交申请' }));
    expect(await within(form).findByText(AFTER_SALE_TEXT.reasonMissing)).toBeInTheDocument();
    expect(within(form).getByLabelText('售后原因')).toHaveFocus();
    expect(calls('/afterSale/apply')).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText('售后原因'), '商品质量问题');
    await user.dblClick(within(form).getByRole('button', { name: '提交申请' }));
    expect(await screen.findByRole('heading', { name: AFTER_SALE_TEXT.submitted })).toBeInTheDocument();
    expect(calls('/afterSale/apply')).toHaveLength(1);
    expect(screen.getByText(/^AS\d+/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看售后记录' })).toBeInTheDocument();
  });

  it('keeps lines that cannot be claimed unticked, with their reason', async () => {
    await render('order');
    const user = userEvent.setup();
    const history = await orderCard(/共3种商品，10件/);
    await user.click(await within(history).findByRole('link', { name: /^申请售后：/ }));
    const lines = await screen.findByRole('list', { name: '订单商品' });
    expect(
      within(lines)
        .getAllByRole('checkbox')
        .filter((box) => !(box as HTMLInputElement).disabled),
    ).toHaveLength(3);
    expect(lines).toHaveTextContent('可申请数量：2');
    expect(lines).toHaveTextContent('可申请数量：1');
  });
});

describe('申请售后 on a line of the order detail', () => {
  const REVIEW_ENTRY = /^(已)?评价：/;

  /** The seeded order with 3 lines, its last unit of G-0006-01 claimed already, opened at its detail. */
  async function openHistoryWithOneLineClaimed() {
    const { api, queryClient } = await render('order');
    const user = userEvent.setup();
    const details = within(await orderCard(/共3种商品，10件/)).getByRole('link', { name: /^订单详情：/ });
    const orderNo = (details.getAttribute('aria-label') ?? '').replace('订单详情：', '');
    const claimed = await applyAfterSale(api, {
      orderNo,
      type: 'returnRefund',
      reason: '商品质量问题',
      description: '',
      phone: '13800138000',
      images: [],
      lines: [{ goodsSkuCode: 'G-0006-01', quantity: 1 }],
    });
    expect(claimed).toMatchObject({ success: true });
    await queryClient.invalidateQueries();
    await user.click(details);
    return { user, orderNo, rows: await lineRows() };
  }

  /** The 商品清单's rows, once the after-sales answer has put 申请售后 in them. */
  async function lineRows() {
    const lines = await screen.findByRole('region', { name: '商品清单' });
    await within(lines).findAllByRole('link', { name: /^申请售后：/ });
    return within(lines).getAllByRole('row').slice(1);
  }

  it('shows the entry on each line with units left only, beside its 评价', async () => {
    const { rows } = await openHistoryWithOneLineClaimed();
    const withEntry = rows.filter((row) => within(row).queryByRole('link', { name: /^申请售后：/ }));
    expect(withEntry).toHaveLength(2);
    const claimedRow = rows.find((row) => !withEntry.includes(row)) as HTMLElement;
    expect(within(claimedRow).getByRole('link', { name: REVIEW_ENTRY })).toBeInTheDocument();
    for (const row of withEntry)
      expect(within(row).getByRole('link', { name: REVIEW_ENTRY })).toBeInTheDocument();
    // The order's own entry stays in the 售后 note.
    expect(
      within(screen.getByRole('region', { name: '售后' })).getByRole('link', { name: /^申请售后：DM/ }),
    ).toBeInTheDocument();
  });

  it('following a line’s entry ticks that line only, ready for 下一步', async () => {
    const { user, rows } = await openHistoryWithOneLineClaimed();
    const row = rows.find((each) => within(each).queryByRole('link', { name: /^申请售后：/ })) as HTMLElement;
    const entry = within(row).getByRole('link', { name: /^申请售后：/ });
    const goodsName = (entry.getAttribute('aria-label') ?? '').replace('申请售后：', '');
    await user.click(entry);
    const lines = await screen.findByRole('list', { name: '订单商品' });
    const ticked = within(lines)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked);
    expect(ticked).toEqual([within(lines).getByRole('checkbox', { name: `选择 ${goodsName}` })]);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    const form = await screen.findByRole('form', { name: '售后申请' });
    expect(form).toHaveTextContent(goodsName);
  });

  it.each([
    ['a line with nothing left', 'G-0006-01'],
    ['no line', 'G-NONE'],
  ])('the code of %s ticks nothing', async (_, goodsSkuCode) => {
    const { orderNo } = await openHistoryWithOneLineClaimed();
    cleanup();
    await render(`afterSaleApply?orderNo=${orderNo}&goodsSkuCode=${goodsSkuCode}`);
    const lines = await screen.findByRole('list', { name: '订单商品' });
    expect(
      within(lines)
        .getAllByRole('checkbox')
        .some((box) => (box as HTMLInputElement).checked),
    ).toBe(false);
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
  });
});

describe('the record', () => {
  it('counts each tab, filters by tab and searches by goods name', async () => {
    await render('afterSalesRecord');
    const user = userEvent.setup();
    const tabs = await screen.findByRole('tab', { name: '全部（8）' });
    expect(tabs).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '处理中（5）' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { name: /^售后单 / })).toHaveLength(8);
    await user.click(screen.getByRole('tab', { name: '已关闭（2）' }));
    await screen.findByText('已拒绝');
    expect(screen.getAllByRole('listitem', { name: /^售后单 / })).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: '订单号或商品名称' }), '没有这个商品');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText(AFTER_SALE_TEXT.emptyRecords)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '全部（0）' })).toBeInTheDocument();
  });
});

describe('a case', () => {
  const openCase = async (status: string) => {
    await render('afterSalesRecord');
    const user = userEvent.setup();
    const card = (await screen.findAllByRole('listitem', { name: /^售后单 / })).find((each) =>
      within(each).queryByText(status),
    ) as HTMLElement;
    await user.click(within(card).getByRole('link', { name: /^查看详情/ }));
    await screen.findByRole('list', { name: '售后进度' });
    return user;
  };

  it('待退货: checks the return logistics, then moves on to 待商家收货', async () => {
    const user = await openCase('待退货');
    const form = screen.getByRole('form', { name: '填写退货物流' });
    await user.click(within(form).getByRole('button', { name: '提交物流信息' }));
    expect(within(form).getByText(AFTER_SALE_TEXT.courierMissing)).toBeInTheDocument();
    expect(calls('/afterSale/sendBack')).toHaveLength(0);
    await user.selectOptions(within(form).getByLabelText('快递公司'), '顺丰速运');
    await user.type(within(form).getByLabelText('快递单号'), 'SF12');
    await user.click(within(form).getByRole('button', { name: '提交物流信息' }));
    expect(within(form).getByText(AFTER_SALE_TEXT.trackingFormat)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('快递单号'), '34567890');
    await user.click(within(form).getByRole('button', { name: '提交物流信息' }));
    expect(await screen.findByText(AFTER_SALE_TEXT.sentBack)).toBeInTheDocument();
    const current = within(screen.getByRole('list', { name: '售后进度' })).getByText('待商家收货');
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('region', { name: '售后信息' })).toHaveTextContent('顺丰速运 SF1234567890');
  });

  it('取消申请 asks first, then shows 已取消', async () => {
    const user = await openCase('待审核');
    await user.click(screen.getByRole('button', { name: '取消申请' }));
    const ask = await screen.findByRole('dialog', { name: AFTER_SALE_CANCEL_CONFIRM.title });
    await user.click(within(ask).getByRole('button', { name: AFTER_SALE_CANCEL_CONFIRM.confirmText }));
    expect(await screen.findByText(AFTER_SALE_TEXT.cancelled)).toBeInTheDocument();
    expect(calls('/afterSale/cancel')).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: '售后进度' })).getByText('已取消')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.queryByRole('button', { name: '取消申请' })).toBeNull();
  });

  it('已拒绝 shows the merchant’s reason', async () => {
    await openCase('已拒绝');
    expect(screen.getByText(/^拒绝原因：/)).toBeInTheDocument();
  });
});
