// /userCenter/goodsManagement: the tabs with their counts, the search, the update mode, and each command on
// one goods: shown only where the engine's transition allows it, with the success message of spec 2 §8.
import { screen, waitFor, within } from '@testing-library/react';
import { sendGoodsCommand } from '../../../src/lib/api/endpoints/goods-management';
import { calls, gateway } from '../goods/demo-shop';
import {
  commandCalls,
  expectCounts,
  listedCodes,
  renderGoodsManagement,
  row,
  rowButtons,
  SEED_COUNTS,
  startGoodsManagementTests,
  tabLabels,
  toastSaying,
} from './goods-management-harness';

startGoodsManagementTests();

describe('the list', () => {
  it('opens on 草稿 with every status tab and its count, and the tabs filter the goods', async () => {
    const { user } = await renderGoodsManagement();
    await waitFor(() => expect(tabLabels()).toEqual(SEED_COUNTS));
    expect(screen.getByRole('tab', { name: '草稿(2)' })).toHaveAttribute('aria-selected', 'true');
    expect(listedCodes()).toEqual(['M-0001', 'M-0002']);

    await user.click(screen.getByRole('tab', { name: '在售(4)' }));
    await waitFor(() => expect(listedCodes()).toEqual(['M-0003', 'M-0004', 'M-0005', 'M-0014']));
    expect(calls('/goodsManagement/pageList').at(-1)?.body).toEqual({ status: 'onSale', currentPage: 1 });
  });

  it('a failed load shows the server message and 重试 reloads', async () => {
    gateway.faults.add({ path: '/api/mall/goodsManagement/pageList', code: '99999', times: 1 });
    const { user } = await renderGoodsManagement('', { loaded: false });
    expect(await screen.findByText('系统繁忙，请稍后再试！', { selector: 'span' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(listedCodes()).toEqual(['M-0001', 'M-0002']));
  });

  it('spec 2 §9: restricted regions show as one multi-value label, in Chinese (" or " is 或)', async () => {
    await renderGoodsManagement('?status=onSale');
    expect(row('M-0004')).toHaveTextContent('北京市或广东省');
    expect(row('M-0004')).not.toHaveTextContent(/ or /);
    expect(row('M-0014')).toHaveTextContent('重庆市');
    expect(row('M-0003')).toHaveTextContent('不限');
  });

  it('searches by name or code; the counts follow the search', async () => {
    const { user } = await renderGoodsManagement('?status=onSale');
    await user.type(screen.getByRole('searchbox', { name: '商品名称或编码' }), ' M-0004 ');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(listedCodes()).toEqual(['M-0004']));
    expect(calls('/goodsManagement/pageList').at(-1)?.body).toEqual({
      status: 'onSale',
      currentPage: 1,
      keyword: 'M-0004',
    });
    await expectCounts('草稿(0)', '在售(1)', '已停售(0)');
    await user.click(screen.getByRole('tab', { name: '草稿(0)' }));
    expect(await screen.findByText('没有找到相关商品')).toBeInTheDocument();
  });
});

describe('spec 2 §4: the update mode', () => {
  it('explains 手动 and 自动, and setting one answers 设置成功', async () => {
    const { user } = await renderGoodsManagement('?status=stopped');
    const note = screen.getByRole('note', { name: '更新方式说明' });
    expect(note).toHaveTextContent('手动：售价高于或低于官网价时，需手动上架或下架商品');
    expect(note).toHaveTextContent('自动：售价高于或低于官网价时，系统自动上架或下架商品');

    const mode = within(row('M-0008')).getByRole('combobox', { name: /^更新方式：/ });
    expect(mode).toHaveAccessibleDescription(/需手动上架或下架商品/);
    expect(mode).toHaveValue('manual');
    await user.selectOptions(mode, '自动');
    expect(await toastSaying('设置成功')).toBeInTheDocument();
    expect(commandCalls()).toEqual([{ type: 'setUpdateMode', mode: 'automatic', goodsSkuCode: 'M-0008' }]);
    await waitFor(() => expect(within(row('M-0008')).getByRole('combobox')).toHaveValue('automatic'));
    expect(row('M-0008')).toHaveTextContent('已停售');
  });
});

describe('spec 2 §4: a goods shows only the commands its status allows', () => {
  it.each([
    { tab: 'draft', code: 'M-0001', buttons: ['上架'] },
    { tab: 'onSale', code: 'M-0003', buttons: ['停售'] },
    { tab: 'onSale', code: 'M-0014', buttons: ['停售', '解除限制', '移除商城库存'] },
    { tab: 'listed', code: 'M-0007', buttons: ['停售', '解除限制'] },
    { tab: 'stopped', code: 'M-0008', buttons: ['上架'] },
    { tab: 'pendingReview', code: 'M-0010', buttons: ['审核通过', '审核不通过'] },
    { tab: 'rejected', code: 'M-0012', buttons: [] },
    { tab: 'restrictionLifted', code: 'M-0013', buttons: ['上架', '停售'] },
  ])('$tab $code: $buttons', async ({ tab, code, buttons }) => {
    await renderGoodsManagement(`?status=${tab}`);
    expect(rowButtons(code)).toEqual(buttons);
  });
});

describe('spec 2 §4, §8: each command moves the goods and says so', () => {
  it.each([
    {
      tab: 'pendingReview',
      code: 'M-0010',
      button: '审核通过',
      message: '审核通过',
      counts: ['在售(5)', '待审核(1)'],
    },
    { tab: 'draft', code: 'M-0001', button: '上架', message: '商品已上架', counts: ['草稿(1)', '已上架(3)'] },
    {
      tab: 'onSale',
      code: 'M-0003',
      button: '停售',
      message: '商品已停售',
      counts: ['在售(3)', '已停售(3)'],
    },
    {
      tab: 'onSale',
      code: 'M-0004',
      button: '解除限制',
      message: '限制解除',
      counts: ['在售(3)', '已解除限制(2)'],
    },
  ])('$button on $code: $message, and the counts change', async ({ tab, code, button, message, counts }) => {
    const { user } = await renderGoodsManagement(`?status=${tab}`);
    await user.click(within(row(code)).getByRole('button', { name: button }));
    expect(await toastSaying(message)).toBeInTheDocument();
    await expectCounts(...counts);
    await waitFor(() => expect(listedCodes()).not.toContain(code));
  });

  it('审核不通过 asks for a reason, then the goods goes to 审核驳回 with 审核不通过 (never on sale)', async () => {
    const { user } = await renderGoodsManagement('?status=pendingReview');
    await user.click(within(row('M-0011')).getByRole('button', { name: '审核不通过' }));
    const dialog = await screen.findByRole('dialog', { name: '审核不通过' });
    // 取消 sends nothing.
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '审核不通过' })).toBeNull());
    expect(commandCalls()).toEqual([]);

    await user.click(within(row('M-0011')).getByRole('button', { name: '审核不通过' }));
    const again = await screen.findByRole('dialog', { name: '审核不通过' });
    await user.click(within(again).getByRole('button', { name: '确定不通过' }));
    expect(within(again).getByRole('alert')).toHaveTextContent('请填写不通过原因');
    expect(commandCalls()).toEqual([]);

    await user.type(within(again).getByRole('textbox', { name: /不通过的原因/ }), '图片与实物不符');
    await user.click(within(again).getByRole('button', { name: '确定不通过' }));
    expect(await toastSaying('审核不通过')).toBeInTheDocument();
    expect(commandCalls()).toEqual([
      { type: 'rejectReview', reason: '图片与实物不符', goodsSkuCode: 'M-0011' },
    ]);
    await expectCounts('在售(4)', '待审核(1)', '审核驳回(2)');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '审核不通过' })).toBeNull());
    await user.click(screen.getByRole('tab', { name: '审核驳回(2)' }));
    await waitFor(() => expect(row('M-0011')).toHaveTextContent('审核驳回原因：图片与实物不符'));
  });

  it('解除限制 clears every restricted region: the goods is unrestricted everywhere', async () => {
    const { user } = await renderGoodsManagement('?status=onSale');
    await user.click(within(row('M-0004')).getByRole('button', { name: '解除限制' }));
    await expectCounts('已解除限制(2)');
    await user.click(screen.getByRole('tab', { name: '已解除限制(2)' }));
    await waitFor(() => expect(row('M-0004')).toHaveTextContent('不限'));
    expect(rowButtons('M-0004')).not.toContain('解除限制');
  });

  it('移除商城库存 asks first; 取消 sends nothing, 确定 removes it: 已移除, sold on real stock', async () => {
    const { user } = await renderGoodsManagement('?status=onSale');
    await user.click(within(row('M-0005')).getByRole('button', { name: '移除商城库存' }));
    const confirm = await screen.findByRole('dialog', { name: '移除商城库存' });
    expect(confirm).toHaveTextContent('确定移除该商品的商城库存吗？移除后该商品按实际库存销售。');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(commandCalls()).toEqual([]);

    await user.click(within(row('M-0005')).getByRole('button', { name: '移除商城库存' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await toastSaying('已移除')).toBeInTheDocument();
    expect(commandCalls()).toEqual([{ type: 'removeMallStock', goodsSkuCode: 'M-0005' }]);
    await waitFor(() => expect(row('M-0005')).toHaveTextContent('实际库存'));
    expect(rowButtons('M-0005')).toEqual(['停售']);
  });

  it('a double click sends one command', async () => {
    const { user } = await renderGoodsManagement('?status=stopped');
    await user.dblClick(within(row('M-0008')).getByRole('button', { name: '上架' }));
    expect(await toastSaying('商品已上架')).toBeInTheDocument();
    expect(commandCalls()).toEqual([{ type: 'list', goodsSkuCode: 'M-0008' }]);
  });

  it('a goods changed meanwhile (another operator): the refusal shows as an error and the list refreshes', async () => {
    const { user, view } = await renderGoodsManagement('?status=onSale');
    expect((await sendGoodsCommand(view.api, { type: 'stopSale', goodsSkuCode: 'M-0003' })).success).toBe(
      true,
    );
    await user.click(within(row('M-0003')).getByRole('button', { name: '停售' }));
    expect(await toastSaying('已停售商品不可停售', 'alert')).toBeInTheDocument();
    await waitFor(() => expect(listedCodes()).toEqual(['M-0004', 'M-0005', 'M-0014']));
    await expectCounts('已停售(3)');
  });
});
