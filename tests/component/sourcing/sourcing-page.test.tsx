import { screen, waitFor, within } from '@testing-library/react';
import { fillValid, renderSourcingPage, startSourcingTests, toastSaying } from './sourcing-harness';

startSourcingTests();

const rows = () =>
  within(screen.getByRole('table', { name: '采购需求列表' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    );

describe('/userCenter/submitProduct 商品寻源', () => {
  it("lists the member's requests, newest first, with status and submitted time", async () => {
    await renderSourcingPage();
    expect(rows()).toEqual([
      ['人体工学办公椅', '¥899.00', '15', '待审核'],
      ['视频会员 季卡', '¥68.00', '50', '可供货'],
      ['进口咖啡机 全自动', '¥3999.00', '2', '无法供货'],
      ['西湖龙井 特级 500g', '¥480.00', '20', '可供货'],
      ['已下架的旧款茶具', '¥100.00', '10', '可供货'],
    ]);
    const time = within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[4]!.textContent;
    // Seeded days before today (the demo clock), so only its shape is fixed.
    expect(time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('新增 files a request in the dialog and the table reloads with it', async () => {
    const { user } = await renderSourcingPage();
    await user.click(screen.getByRole('button', { name: '新增' }));
    await screen.findByRole('dialog', { name: '采购需求' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await toastSaying('提交成功！')).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]?.[0]).toBe('人体工学椅'));
    // Typed as 899.5: money always shows two decimals, like the other rows.
    expect(rows()[0]?.[1]).toBe('¥899.50');
    expect(screen.queryByRole('dialog', { name: '采购需求' })).toBeNull();
    // On the requests page there is nothing to offer: no confirm.
    expect(screen.queryByRole('dialog', { name: '提示' })).toBeNull();
  });

  it('查看 opens the request in view mode; 取消 closes it', async () => {
    const { user } = await renderSourcingPage();
    await user.click(screen.getByRole('button', { name: '查看 进口咖啡机 全自动' }));
    const dialog = await screen.findByRole('dialog', { name: '查看商品' });
    expect(await within(dialog).findByText('该商品已停产，暂无货源')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog', { name: '查看商品' })).toBeNull();
  });
});
