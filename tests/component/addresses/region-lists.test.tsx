import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { calls, server } from '../shell/shell-harness';
import {
  choose,
  option,
  optionNames,
  panel,
  renderPicker,
  runRegionPickerTests,
  tab,
} from './region-picker-harness';

runRegionPickerTests();

const REGION_FILES = ['province', 'city', 'area', 'jiedao'].map((file) => `/city/${file}.json`);
const regionRequests = () => REGION_FILES.flatMap((path) => calls(path));

describe('the region lists (spec 1 §7)', () => {
  it('are fetched when the picker first opens, each file once: reopening does not refetch', async () => {
    const { user, trigger } = await renderPicker();
    expect(regionRequests()).toEqual([]);
    await user.click(trigger);
    await choose(user, '广东省');
    await option('深圳市');
    await user.keyboard('{Escape}');
    await user.click(trigger);
    expect(await option('深圳市')).toBeInTheDocument();
    await user.click(tab('省份'));
    await option('广东省');
    expect(calls('/city/province.json')).toHaveLength(1);
    expect(calls('/city/city.json')).toHaveLength(1);
    expect(calls('/city/area.json')).toEqual([]);
  });

  it('shows a failed list with 重试, which loads it again', async () => {
    server.use(
      http.get('*/cdn/city/province.json', () => new HttpResponse(null, { status: 502 }), { once: true }),
    );
    const { user, trigger } = await renderPicker();
    await user.click(trigger);
    const failed = await within(panel()).findByRole('alert');
    expect(failed).toHaveTextContent('请求服务器错误');
    await user.click(within(failed).getByRole('button', { name: '重试' }));
    expect(await option('广东省')).toBeInTheDocument();
  });

  it('puts a search box above a list longer than 10, which narrows it; short lists have none', async () => {
    const { user, trigger } = await renderPicker();
    await user.click(trigger);
    await option('广东省');
    await user.type(screen.getByRole('searchbox', { name: '搜索' }), '广');
    expect(optionNames()).toEqual(['广东省', '广西壮族自治区']);
    await user.type(screen.getByRole('searchbox', { name: '搜索' }), '州');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('无匹配的地区');
    await user.clear(screen.getByRole('searchbox', { name: '搜索' }));
    await choose(user, '广东省', '深圳市');
    // Shenzhen's 9 districts.
    await option('南山区');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('keeps only the visible rows of a long list in the DOM', async () => {
    const streets = Array.from({ length: 5000 }, (_, index) => ({
      id: 900_000_000 + index,
      regionName: `测试街道${index + 1}`,
      parentId: 440305,
    }));
    server.use(
      http.get('*/cdn/city/jiedao.json', () =>
        HttpResponse.json({ success: true, code: '00000', message: '', data: streets }),
      ),
    );
    // jsdom lays nothing out: give the list the height its style gives it in a browser.
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.getAttribute('role') === 'listbox' ? 256 : 0;
    });
    try {
      const { user, trigger, onClose } = await renderPicker();
      await user.click(trigger);
      await choose(user, '广东省', '深圳市', '南山区');
      await option('测试街道1');
      const shown = screen.getAllByRole('option');
      expect(shown.length).toBeGreaterThan(5);
      expect(shown.length).toBeLessThan(50);
      expect(shown[0]).toHaveAttribute('aria-setsize', '5000');
      await user.tab();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('listbox')).toHaveAttribute(
        'aria-activedescendant',
        (await option('测试街道2')).id,
      );
      // Every entry stays reachable: the search box finds one far down the list.
      await user.type(screen.getByRole('searchbox', { name: '搜索' }), '测试街道4999');
      await choose(user, '测试街道4999');
      expect(trigger).toHaveTextContent('广东省 / 深圳市 / 南山区 / 测试街道4999');
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      height.mockRestore();
    }
  });
});
