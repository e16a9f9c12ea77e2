import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { createQueryClient } from '../../../src/app/query-client';
import CommodityCentrePage from '../../../src/features/catalogue/commodity-centre-page';
import { SearchBox } from '../../../src/features/search/search-box';
import { changedDemoShop } from '../helpers/render-in-shop';
import { calls, gateway, renderPiece, runShellGateway } from './shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();

const CLEAR = '/goods/clearRecentSearchKey';

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{decodeURIComponent(pathname + search)}</output>;
}

/** The app's query defaults (answers stay fresh for a while), in place of the test client's. */
function AppQueryDefaults() {
  useQueryClient().setDefaultOptions(createQueryClient().getDefaultOptions());
  return null;
}

async function openHistory() {
  const user = userEvent.setup();
  await renderPiece(
    <>
      <SearchBox />
      <Address />
    </>,
    { account: 'member' },
  );
  await user.click(screen.getByRole('searchbox', { name: '搜索商品' }));
  const panel = await screen.findByRole('region', { name: '搜索历史' });
  return { user, panel };
}

const entries = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the search box (spec 1 §5, §8)', () => {
  it('takes at most 50 characters and asks for a keyword', async () => {
    const user = userEvent.setup();
    await renderPiece(<SearchBox />);
    const input = screen.getByRole('searchbox', { name: '搜索商品' });
    expect(input).toHaveAttribute('placeholder', '请输入商品关键词');
    expect(input).toHaveAttribute('maxLength', '50');
    await user.type(input, '茶'.repeat(60));
    expect(input).toHaveValue('茶'.repeat(50));
  });

  it('takes at most the cap its shop profile sets (limits.search.keywordMax)', async () => {
    const user = userEvent.setup();
    const profile = await changedDemoShop('points', { limits: { search: { keywordMax: 12 } } });
    await renderPiece(<SearchBox />, { profile });
    const input = screen.getByRole('searchbox', { name: '搜索商品' });
    expect(input).toHaveAttribute('maxLength', '12');
    await user.type(input, '茶'.repeat(20));
    expect(input).toHaveValue('茶'.repeat(12));
  });

  it('shows a logged-in user at most 8 recent keywords on focus', async () => {
    const { panel } = await openHistory();
    expect(entries(panel)).toHaveLength(8);
    expect(entries(panel)[0]).toBe('茶');
  });

  it('shows as many recent keywords as its shop profile says (limits.search.historyShown)', async () => {
    const user = userEvent.setup();
    const profile = await changedDemoShop('points', { limits: { search: { historyShown: 3 } } });
    await renderPiece(<SearchBox />, { account: 'member', profile });
    await user.click(screen.getByRole('searchbox', { name: '搜索商品' }));
    expect(entries(await screen.findByRole('region', { name: '搜索历史' }))).toHaveLength(3);
  });

  it('shows guests no history and asks the gateway for none', async () => {
    const user = userEvent.setup();
    await renderPiece(<SearchBox />);
    await user.click(screen.getByRole('searchbox', { name: '搜索商品' }));
    expect(screen.queryByRole('region', { name: '搜索历史' })).toBeNull();
    expect(calls('/goods/getRecentSearchKey')).toEqual([]);
  });

  it('deletes one keyword directly, with 删除成功！', async () => {
    const { user, panel } = await openHistory();
    await user.click(within(panel).getByRole('button', { name: '删除 龙井' }));
    expect(await screen.findByText('删除成功！')).toBeInTheDocument();
    expect(calls(CLEAR).map((call) => call.body)).toEqual([{ searchKey: '龙井' }]);
    await user.click(screen.getByRole('searchbox', { name: '搜索商品' }));
    const again = await screen.findByRole('region', { name: '搜索历史' });
    expect(entries(again)).not.toContain('龙井');
  });

  it('a double click on a delete sends one request and shows one 删除成功！', async () => {
    const { user, panel } = await openHistory();
    await user.dblClick(within(panel).getByRole('button', { name: '删除 龙井' }));
    expect(await screen.findByText('删除成功！')).toBeInTheDocument();
    expect(calls(CLEAR)).toHaveLength(1);
    expect(screen.getAllByText('删除成功！')).toHaveLength(1);
    expect(screen.queryByText('删除失败！')).toBeNull();
  });

  it('deletes all only after 确定删除搜索历史记录?', async () => {
    const { user, panel } = await openHistory();
    await user.click(within(panel).getByRole('button', { name: '清空' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('确定删除搜索历史记录?');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(calls(CLEAR)).toEqual([]);

    await user.click(screen.getByRole('searchbox', { name: '搜索商品' }));
    await user.click(
      within(await screen.findByRole('region', { name: '搜索历史' })).getByRole('button', { name: '清空' }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功！')).toBeInTheDocument();
    expect(calls(CLEAR).map((call) => call.body)).toEqual([{}]);
    await user.click(screen.getByRole('searchbox', { name: '搜索商品' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '搜索历史' })).toBeNull());
  });

  it('says 删除失败！ when the gateway refuses', async () => {
    const { user, panel } = await openHistory();
    gateway.faults.add({ path: '/mall/goods/clearRecentSearchKey', code: '99999' });
    await user.click(within(panel).getByRole('button', { name: '删除 茶' }));
    expect(await screen.findByText('删除失败！')).toBeInTheDocument();
  });

  it('hides the panel 300 ms after the box loses focus', async () => {
    const { user } = await openHistory();
    await user.click(document.body);
    expect(screen.getByRole('region', { name: '搜索历史' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: '搜索历史' })).toBeNull(), {
      timeout: scaled(1000),
    });
  });

  it('a search opens the goods centre with the keyword; a keyword from the history too', async () => {
    const { user, panel } = await openHistory();
    await user.click(within(panel).getByRole('button', { name: '蓝牙耳机' }));
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/points/commodityCenter/commodityCenter?keyword=蓝牙耳机',
    );
    const input = screen.getByRole('searchbox', { name: '搜索商品' });
    await user.clear(input);
    await user.type(input, '  保温杯 {Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/points/commodityCenter/commodityCenter?keyword=保温杯',
    );
  });

  it('a new keyword searched shows first in 搜索历史 the next time the box is focused', async () => {
    const user = userEvent.setup();
    await renderPiece(
      <>
        <AppQueryDefaults />
        <SearchBox />
        <CommodityCentrePage />
      </>,
      { account: 'member', route: '/points/commodityCenter/commodityCenter' },
    );
    const input = screen.getByRole('searchbox', { name: '搜索商品' });
    await user.click(input);
    expect(entries(await screen.findByRole('region', { name: '搜索历史' }))).not.toContain('大米');
    await user.type(input, '大米{Enter}');
    expect(await screen.findByText('没有找到与“大米”相关的商品')).toBeInTheDocument();
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('region', { name: '搜索历史' })).toBeNull());

    await user.click(input);
    const panel = await screen.findByRole('region', { name: '搜索历史' });
    await waitFor(() => expect(entries(panel)[0]).toBe('大米'));
    expect(entries(panel)).toHaveLength(8);
  });

  it('deleting one keyword keeps the panel open with focus in the box', async () => {
    const { user, panel } = await openHistory();
    await user.click(within(panel).getByRole('button', { name: '删除 龙井' }));
    expect(await screen.findByText('删除成功！')).toBeInTheDocument();
    await waitFor(() => expect(entries(panel)).not.toContain('龙井'));
    // Longer than the 300 ms the panel waits after the box loses focus.
    await new Promise((resolve) => setTimeout(resolve, scaled(500)));
    expect(screen.getByRole('region', { name: '搜索历史' })).toBe(panel);
    expect(screen.getByRole('searchbox', { name: '搜索商品' })).toHaveFocus();
  });

  it('results opened by their address show their keyword in the box', async () => {
    await renderPiece(<SearchBox />, { route: '/points/commodityCenter/commodityCenter?keyword=保温杯' });
    expect(screen.getByRole('searchbox', { name: '搜索商品' })).toHaveValue('保温杯');
  });
});
