import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialRegionState } from '../../../engine';
import { RegionPicker } from '../../../src/business-ui/region-picker/region-picker-field';
import { Dialog } from '../../../src/components/dialog';
import { renderPiece } from '../shell/shell-harness';
import {
  choose,
  Form,
  option,
  optionNames,
  panel,
  renderPicker,
  runRegionPickerTests,
  tab,
} from './region-picker-harness';

runRegionPickerTests();

describe('the region picker (spec 1 §2, §4)', () => {
  it('shows the placeholder on a trigger that opens a panel of province, city, district and street tabs', async () => {
    const { user, trigger } = await renderPicker();
    expect(trigger).toHaveTextContent('请选择省/市/区/街道');
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const tabs = within(panel()).getAllByRole('tab');
    expect(tabs.map((each) => each.textContent)).toEqual(['省份', '城市', '区县', '街道']);
    expect(tabs.map((each) => each.id.replace(/^.*-region-tab-/, ''))).toEqual([
      '1000',
      '1001',
      '1002',
      '1003',
    ]);
    expect(tab('省份')).toHaveAttribute('aria-selected', 'true');
    expect(await option('广东省')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('listbox')).toHaveAccessibleName('省份');
  });

  it('choosing a province moves to the city tab', async () => {
    const { user, trigger } = await renderPicker();
    await user.click(trigger);
    await choose(user, '广东省');
    expect(tab('城市')).toHaveAttribute('aria-selected', 'true');
    expect(await option('深圳市')).toBeInTheDocument();
    expect(trigger).toHaveTextContent('广东省');
  });

  it('picking a street completes the path, closes the panel, returns focus and calls onClose', async () => {
    const { user, trigger, onClose } = await renderPicker();
    await user.click(trigger);
    await choose(user, '广东省', '深圳市', '南山区');
    expect(tab('街道')).toHaveAttribute('aria-selected', 'true');
    expect(onClose).not.toHaveBeenCalled();
    await choose(user, '粤海街道');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveTextContent('广东省 / 深圳市 / 南山区 / 粤海街道');
    expect(trigger).toHaveFocus();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a municipality (province ids 1–4) fills in its city and jumps to the district tab', async () => {
    const { user, trigger } = await renderPicker();
    await user.click(trigger);
    await choose(user, '北京市');
    expect(tab('区县')).toHaveAttribute('aria-selected', 'true');
    expect(trigger).toHaveTextContent('北京市 / 北京市');
    await choose(user, '朝阳区', '建外街道');
    expect(trigger).toHaveTextContent('北京市 / 北京市 / 朝阳区 / 建外街道');
  });

  it('choosing a higher level clears the lower ones', async () => {
    const { user, trigger } = await renderPicker();
    await user.click(trigger);
    await choose(user, '广东省', '深圳市', '南山区');
    await user.click(tab('城市'));
    expect(await option('深圳市')).toHaveAttribute('aria-selected', 'true');
    await choose(user, '广州市');
    expect(trigger).toHaveTextContent('广东省 / 广州市');
    expect(trigger).not.toHaveTextContent('南山区');
    expect(tab('区县')).toHaveAttribute('aria-selected', 'true');
    expect(await option('天河区')).toBeInTheDocument();
  });

  it('in district-only mode has no street tab and closes on the district', async () => {
    const { user, trigger, onClose } = await renderPicker({ districtOnly: true });
    expect(trigger).toHaveTextContent('请选择省/市/区');
    await user.click(trigger);
    expect(
      within(panel())
        .getAllByRole('tab')
        .map((each) => each.textContent),
    ).toEqual(['省份', '城市', '区县']);
    await choose(user, '广东省', '深圳市', '南山区');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveTextContent('广东省 / 深圳市 / 南山区');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the region picker’s tab errors (spec 1 §5)', () => {
  it('names the first missing level: 请先选择省份, 请先选择城市, 请先选择区', async () => {
    const { user, trigger } = await renderPicker();
    await user.click(trigger);
    await user.click(tab('城市'));
    expect(within(panel()).getByRole('alert')).toHaveTextContent('请先选择省份');
    expect(tab('省份')).toHaveAttribute('aria-selected', 'true');
    await choose(user, '广东省');
    expect(within(panel()).queryByRole('alert')).toBeNull();
    await user.click(tab('区县'));
    expect(within(panel()).getByRole('alert')).toHaveTextContent('请先选择城市');
    await choose(user, '深圳市');
    await user.click(tab('街道'));
    expect(within(panel()).getByRole('alert')).toHaveTextContent('请先选择区');
    expect(tab('区县')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('the region picker from the keyboard', () => {
  it('moves focus in, moves the active option with the arrows, Home and End, and picks with Enter', async () => {
    const { user, trigger } = await renderPicker();
    trigger.focus();
    await user.keyboard('{Enter}');
    // 31 provinces: above the search threshold, so focus lands in the search box.
    await waitFor(() => expect(screen.getByRole('searchbox', { name: '搜索' })).toHaveFocus());
    await user.tab();
    const listbox = screen.getByRole('listbox');
    expect(listbox).toHaveFocus();
    const active = () => document.getElementById(listbox.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('北京市');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent(optionNames()[2] ?? '');
    await user.keyboard('{End}');
    expect(active()).toHaveTextContent(optionNames().at(-1) ?? '');
    await user.keyboard('{Home}{ArrowUp}');
    expect(active()).toHaveTextContent('北京市');
    await user.keyboard('{Enter}');
    expect(tab('区县')).toHaveAttribute('aria-selected', 'true');
    expect(trigger).toHaveTextContent('北京市 / 北京市');
  });

  it('moves between tabs with ArrowLeft and ArrowRight, refusing a tab whose parents are missing', async () => {
    const { user, trigger } = await renderPicker();
    await user.click(trigger);
    await choose(user, '广东省');
    await user.click(tab('城市'));
    await user.keyboard('{ArrowLeft}');
    expect(tab('省份')).toHaveAttribute('aria-selected', 'true');
    expect(tab('省份')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('城市')).toHaveAttribute('aria-selected', 'true');
    expect(tab('城市')).toHaveFocus();
    expect(within(panel()).getByRole('alert')).toHaveTextContent('请先选择城市');
  });

  it('closes on Esc, returning focus to the trigger, without closing a dialog around it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const closeDialog = vi.fn();
    await renderPiece(
      <Dialog open title="新增收货地址" onClose={closeDialog}>
        <Form onClose={onClose} />
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: '所在地区' });
    await user.click(trigger);
    await option('广东省');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '选择所在地区' })).toBeNull();
    expect(trigger).toHaveFocus();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(closeDialog).not.toHaveBeenCalled();
  });

  it('closes on a click outside, and calls onClose', async () => {
    const { user, trigger, onClose } = await renderPicker();
    await user.click(trigger);
    await option('广东省');
    await user.click(screen.getByRole('button', { name: '别处' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is disabled when the form says so', async () => {
    const user = userEvent.setup();
    await renderPiece(<RegionPicker value={initialRegionState()} onChange={vi.fn()} disabled />);
    const trigger = screen.getByRole('button', { name: '请选择省/市/区/街道' });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
