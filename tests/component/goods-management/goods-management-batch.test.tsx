// /userCenter/goodsManagement: the batch commands over the ticked goods. The toolbar offers a command only
// where some listed goods may take it; a batch applies to the goods that may take it and names the rest.
import { screen, waitFor, within } from '@testing-library/react';
import { gateway } from '../goods/demo-shop';
import {
  batchButtons,
  commandCalls,
  expectCounts,
  listedCodes,
  renderGoodsManagement,
  startGoodsManagementTests,
  tick,
  toastSaying,
} from './goods-management-harness';

startGoodsManagementTests();

const selectAll = () => screen.getByRole('checkbox', { name: '全选' });

describe('spec 2 §4: the toolbar shows the batch commands the listed goods allow', () => {
  it.each([
    { tab: 'draft', buttons: ['批量删除'] },
    { tab: 'onSale', buttons: ['批量下架', '批量停售', '批量解除限制'] },
    { tab: 'listed', buttons: ['批量上架', '批量下架', '批量停售', '批量解除限制'] },
    { tab: 'stopped', buttons: ['批量上架'] },
    { tab: 'pendingReview', buttons: ['批量审核'] },
    { tab: 'rejected', buttons: [] },
    { tab: 'restrictionLifted', buttons: ['批量上架', '批量下架', '批量停售'] },
  ])('$tab: $buttons', async ({ tab, buttons }) => {
    await renderGoodsManagement(`?status=${tab}`);
    expect(batchButtons()).toEqual(buttons);
  });
});

describe('spec 2 §4, §8: a batch over the ticked goods', () => {
  it('with nothing ticked asks for goods (请选择商品) and sends nothing', async () => {
    const { user } = await renderGoodsManagement('?status=onSale');
    await user.click(screen.getByRole('button', { name: '批量停售' }));
    expect(await toastSaying('请选择商品')).toBeInTheDocument();
    expect(commandCalls()).toEqual([]);
  });

  it('批量停售 of two goods stops both: 商品已停售, and the tab counts change', async () => {
    const { user } = await renderGoodsManagement('?status=onSale');
    await user.click(tick('M-0003'));
    await user.click(tick('M-0005'));
    expect(screen.getByText('已选 2 件')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '批量停售' }));
    expect(await toastSaying('商品已停售')).toBeInTheDocument();
    expect(commandCalls()).toEqual([{ type: 'batchStopSale', goodsSkuCodes: ['M-0003', 'M-0005'] }]);
    await expectCounts('在售(2)', '已停售(4)');
    expect(listedCodes()).toEqual(['M-0004', 'M-0014']);
    expect(screen.getByText('已选 0 件')).toBeInTheDocument();
  });

  it.each([
    { tab: 'pendingReview', button: '批量审核', message: '审核通过', counts: ['待审核(0)', '在售(6)'] },
    { tab: 'stopped', button: '批量上架', message: '商品已上架', counts: ['已停售(0)', '在售(6)'] },
    { tab: 'listed', button: '批量下架', message: '商品已停售', counts: ['已上架(0)', '已停售(4)'] },
  ])('$button of the whole tab: $message', async ({ tab, button, message, counts }) => {
    const { user } = await renderGoodsManagement(`?status=${tab}`);
    await user.click(selectAll());
    await user.click(screen.getByRole('button', { name: button }));
    expect(await toastSaying(message)).toBeInTheDocument();
    await expectCounts(...counts);
    expect(await screen.findByText('暂无商品')).toBeInTheDocument();
  });

  it('批量删除 (drafts) asks first; 确定 deletes them: 删除成功', async () => {
    const { user } = await renderGoodsManagement();
    await user.click(selectAll());
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const confirm = await screen.findByRole('dialog', { name: '删除商品' });
    expect(confirm).toHaveTextContent('确定删除选中的2件商品吗？删除后不可恢复。');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(commandCalls()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '批量删除' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await toastSaying('删除成功')).toBeInTheDocument();
    await expectCounts('草稿(0)');
    expect(await screen.findByText('暂无商品')).toBeInTheDocument();
  });

  it('批量解除限制 lifts the restricted goods and names the ones without restrictions; they stay ticked', async () => {
    const { user } = await renderGoodsManagement('?status=onSale');
    await user.click(selectAll());
    await user.click(screen.getByRole('button', { name: '批量解除限制' }));
    expect(await toastSaying('限制解除')).toBeInTheDocument();
    const outcome = await screen.findByRole('dialog', { name: '部分商品未处理' });
    expect(outcome).toHaveTextContent('已处理2件商品，以下2件未处理：');
    const refused = within(within(outcome).getByRole('list', { name: '未处理的商品' })).getAllByRole(
      'listitem',
    );
    expect(refused.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/（M-0003）：该商品没有限制区域$/),
      expect.stringMatching(/（M-0005）：该商品没有限制区域$/),
    ]);
    await user.click(within(outcome).getByRole('button', { name: '知道了' }));
    await expectCounts('在售(2)', '已解除限制(3)');
    await waitFor(() => expect(listedCodes()).toEqual(['M-0003', 'M-0005']));
    expect(tick('M-0003')).toBeChecked();
    expect(tick('M-0005')).toBeChecked();
  });

  it('a batch no ticked goods may take is refused whole: the error, and each goods named', async () => {
    const { user } = await renderGoodsManagement('?status=listed');
    await user.click(tick('M-0006'));
    await user.click(screen.getByRole('button', { name: '批量解除限制' }));
    expect(await toastSaying('该商品没有限制区域', 'alert')).toBeInTheDocument();
    const outcome = await screen.findByRole('dialog', { name: '部分商品未处理' });
    expect(outcome).toHaveTextContent('选中的1件商品均未处理：');
    expect(outcome).toHaveTextContent('（M-0006）：该商品没有限制区域');
    await expectCounts('已上架(2)');
  });

  it('a failed batch (server busy) changes nothing and keeps the ticks, so it can be sent again', async () => {
    gateway.faults.add({ path: '/api/mall/goodsManagement/command', code: '99999', times: 1 });
    const { user } = await renderGoodsManagement('?status=onSale');
    await user.click(tick('M-0003'));
    await user.click(screen.getByRole('button', { name: '批量停售' }));
    expect(await screen.findByText('系统繁忙，请稍后再试！')).toBeInTheDocument();
    expect(listedCodes()).toEqual(['M-0003', 'M-0004', 'M-0005', 'M-0014']);
    expect(tick('M-0003')).toBeChecked();
    await expectCounts('在售(4)', '已停售(2)');
  });
});
