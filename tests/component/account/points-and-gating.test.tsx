// 积分卡, 积分规则 and 账户安全 (docs/account-pages.md), and who may open the account pages: the menu's codes and
// capabilities gate each page, rePhone is gated as 账户安全, and the points pages show only in points shops.
import { screen, within } from '@testing-library/react';
import { PERMISSION_CODES } from '../../../engine';
import type { Facts } from '../../../engine';
import ScoreRulePage from '../../../src/features/account/score-rule-page';
import ScorecardPage from '../../../src/features/account/scorecard-page';
import SecurityPage from '../../../src/features/account/security-page';
import { UserCentreFrame } from '../../../src/features/user-centre/user-centre-frame';
import { renderPiece, runShellGateway } from '../shell/shell-harness';
import { renderAccountPage, startAccountTests } from './account-harness';

describe('the pages', () => {
  startAccountTests();

  it('积分卡 shows the balance, the points expiring soon and the movements', async () => {
    await renderAccountPage(ScorecardPage, { path: '/userCenter/scorecard', title: '积分卡' });
    const summary = await screen.findByLabelText('积分概况');
    expect(within(summary).getByText('50000')).toBeInTheDocument();
    expect(within(summary).getByText('1200')).toBeInTheDocument();
    expect(within(summary).getByText(/将于 .* 过期/)).toBeInTheDocument();
  });

  it('积分规则 shows the server’s rules as safe HTML', async () => {
    await renderAccountPage(ScoreRulePage, { path: '/userCenter/scorerule', title: '积分规则' });
    expect(await screen.findByRole('heading', { name: '积分有效期' })).toBeInTheDocument();
  });

  it('账户安全 shows the masked phone and links to the pages that change the account', async () => {
    await renderAccountPage(SecurityPage, { path: '/userCenter/acctSecrty', title: '账户安全' });
    expect(await screen.findByText(/已绑定 \d{3}\*{4}\d{4}/)).toBeInTheDocument();
    const overview = within(screen.getByRole('list', { name: '账户安全' }));
    expect(overview.getByRole('link', { name: '修改密码' })).toHaveAttribute(
      'href',
      '/points/userCenter/editPassword',
    );
    expect(overview.getByRole('link', { name: '更换手机号' })).toHaveAttribute(
      'href',
      '/points/userCenter/rePhone',
    );
  });
});

describe('who may open them', () => {
  runShellGateway();

  const ALL_CODES = Object.keys(PERMISSION_CODES);
  const without = (...codes: string[]) => ALL_CODES.filter((code) => !codes.includes(code));

  async function openFrame(mallPath: string, path: string, user: Partial<Facts['user']>, menuPage?: string) {
    await renderPiece(
      <UserCentreFrame title="页面" menuPage={menuPage}>
        <p>页面内容</p>
      </UserCentreFrame>,
      { mallPath, route: `/${mallPath}${path}`, user },
    );
    const menu = within(screen.getByRole('navigation', { name: '个人中心菜单' }));
    return {
      denied: screen.queryByText('您没有访问该页面的权限') !== null,
      items: menu.queryAllByRole('link').map((link) => link.textContent),
    };
  }

  it.each<[string, string, string, string[], boolean]>([
    ['积分卡 in a points shop', 'points', '/userCenter/scorecard', ALL_CODES, false],
    ['积分卡 without F000513', 'points', '/userCenter/scorecard', without('F000513'), true],
    ['积分卡 in a money shop, whatever the codes', 'procure', '/userCenter/scorecard', ALL_CODES, true],
    ['积分规则 in a money shop', 'procure', '/userCenter/scorerule', ALL_CODES, true],
    ['积分规则 without F000300', 'points', '/userCenter/scorerule', without('F000300'), true],
    ['消息通知 without F000180', 'points', '/userCenter/notice', without('F000180'), true],
    ['个人信息 without F000183', 'points', '/userCenter/info', without('F000183'), true],
    ['账户安全 without F000193', 'points', '/userCenter/acctSecrty', without('F000193'), true],
    ['修改密码 without F000672', 'points', '/userCenter/editPassword', without('F000672'), true],
    ['账户设置 without F000215', 'points', '/userCenter/account/setting', without('F000215'), true],
    ['个人信息 with every code', 'procure', '/userCenter/info', ALL_CODES, false],
  ])('%s', async (_, mallPath, path, codes, denied) => {
    expect((await openFrame(mallPath, path, { roleId: 1, codes })).denied).toBe(denied);
  });

  it('更换手机号 is gated as 账户安全', async () => {
    const refused = await openFrame(
      'points',
      '/userCenter/rePhone',
      { roleId: 1, codes: without('F000193') },
      '/userCenter/acctSecrty',
    );
    expect(refused.denied).toBe(true);
  });

  it('a money shop’s menu has no points items', async () => {
    const { items } = await openFrame('procure', '/userCenter/info', { roleId: 1, codes: ALL_CODES });
    expect(items).not.toContain('积分卡');
    expect(items).not.toContain('积分规则');
    expect(items).toContain('个人信息');
  });
});
