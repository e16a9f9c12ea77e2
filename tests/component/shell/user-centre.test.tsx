import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs, runShellGateway } from './shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();

/** Opens a user-centre page of procure (企业采购商城) as a demo account, once its frame shows. */
async function openUserCentre(page: string, account = 'member') {
  await signInAs('procure', account);
  renderApp(`/procure/userCenter/${page}`);
  return screen.findByRole('navigation', { name: '面包屑' }, { timeout: scaled(20_000) });
}

const crumbs = (breadcrumb: HTMLElement) =>
  within(breadcrumb)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the user-centre frame (spec 1 §2)', () => {
  it('a page the menu hides from this user gets its own tab title, not 加载中', async () => {
    await openUserCentre('reviewOrder');
    expect(await screen.findByText('您没有访问该页面的权限')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('订单审核 - 企业采购商城'));
  });

  it.each([
    ['order', ['首页', '订单中心', '我的订单']],
    ['order/view', ['首页', '订单中心', '我的订单', '订单详情']],
    ['order/virtualOrderView', ['首页', '订单中心', '我的订单', '虚拟订单详情']],
    ['afterSalesRecord/afterSaleDetail', ['首页', '订单中心', '售后记录', '售后详情']],
    ['settlementOrder/applyInvoiced', ['首页', '发票中心', '开票中心', '申请开票']],
    ['invoicedMsg/addInvoicedInfo', ['首页', '发票中心', '发票信息', '填写发票抬头']],
    ['userCenterView2/balance', ['首页', '账户设置', '我的余额']],
    // A member's own lists sit where a member looks for them, not under 商品管理.
    ['colct', ['首页', '个人中心', '我的收藏']],
    ['historyRecords', ['首页', '个人中心', '浏览记录']],
    ['alreadyGoods', ['首页', '订单中心', '已购商品']],
    // rePhone is reached from 账户安全 and placed under it (docs/account-pages.md).
    ['rePhone', ['首页', '账户设置', '账户安全', '更换手机号']],
  ])('the breadcrumb of %s names its menu group and parent page: %j', async (page, expected) => {
    expect(crumbs(await openUserCentre(page))).toEqual(expected);
  });

  it('a member without goods management finds no 商品管理 group in the menu', async () => {
    await openUserCentre('colct');
    const menu = await screen.findByRole('navigation', { name: '个人中心菜单' });
    const groups = within(menu)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(groups).not.toContain('商品管理');
    expect(groups).toContain('个人中心');
  });
});
