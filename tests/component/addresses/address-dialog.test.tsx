// The add/edit delivery address dialog (spec 1 §2, §5, §6, §7, §8), against the demo gateway.
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { calls, gateway, runShellGateway, server } from '../shell/shell-harness';
import { changedDemoShop } from '../helpers/render-in-shop';
import {
  chooseRegion,
  field,
  fillAddress,
  regionTrigger,
  renderDialog,
  saveButton,
  SEEDED,
  sentBodies,
} from './address-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();

const SAVE = '/member/addOrEditMemberAddress';
const ORDER_UPDATE = '/website/place/order/address/update';

/** A field's error, as its control announces it. */
const expectError = (control: HTMLElement, message: string) => {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(message);
};

describe('spec 1 §5: each message on blur', () => {
  it.each([
    { rule: 'receiver name required', label: '收货人', typed: '', message: '请输入收货人' },
    { rule: 'phone required', label: '手机号码', typed: '', message: '手机号不能为空' },
    { rule: 'phone length 11', label: '手机号码', typed: '1391234567', message: '手机号码长度不正确' },
    { rule: 'phone pattern 1[3-9]…', label: '手机号码', typed: '12912345678', message: '请输入正确的手机号' },
    { rule: 'detail required', label: '详细地址', typed: '', message: '请输入详细地址' },
  ])('$rule: $message', async ({ label, typed, message }) => {
    const { user } = await renderDialog();
    const control = field(label);
    await user.click(control);
    if (typed) await user.type(control, typed);
    await user.tab();
    expectError(control, message);
  });

  it.each([
    {
      rule: 'receiver name over 20',
      label: '收货人',
      text: '张'.repeat(21),
      message: '长度在 1 到 20 个字符',
    },
    {
      rule: 'detail over 80 (the message says 100)',
      label: '详细地址',
      text: '路'.repeat(81),
      message: '长度不能超过 100 个字符',
    },
  ])(
    '$rule: $message (text set past the input cap, as a script or an old address would)',
    async ({ label, text, message }) => {
      await renderDialog();
      const control = field(label);
      fireEvent.change(control, { target: { value: text } });
      fireEvent.blur(control);
      expectError(control, message);
    },
  );

  it('a fixed field loses its error as it is typed', async () => {
    const { user } = await renderDialog();
    await user.click(field('收货人'));
    await user.tab();
    expectError(field('收货人'), '请输入收货人');
    await user.type(field('收货人'), '李');
    expect(field('收货人')).not.toHaveAttribute('aria-invalid');
  });

  it('the caps of the inputs are the profile limits: name 20, phone 11, detail 80', async () => {
    await renderDialog();
    expect(field('收货人')).toHaveAttribute('maxLength', '20');
    expect(field('手机号码')).toHaveAttribute('maxLength', '11');
    expect(field('详细地址')).toHaveAttribute('maxLength', '80');
  });
});

describe('spec 1 §5: the region', () => {
  it('closing the picker with nothing chosen: 请选择地址', async () => {
    const { user } = await renderDialog();
    await user.click(regionTrigger());
    await user.keyboard('{Escape}');
    expectError(regionTrigger(), '请选择地址');
    expect(screen.getByRole('dialog', { name: '新增收货地址' })).toBeInTheDocument();
  });

  it('a partly chosen region passes on blur, and on submit gives 请选择完整的所在地区', async () => {
    const { user } = await renderDialog();
    await chooseRegion(user, '广东省');
    await user.keyboard('{Escape}');
    expect(regionTrigger()).not.toHaveAttribute('aria-invalid');
    await user.click(saveButton());
    expectError(regionTrigger(), '请选择完整的所在地区');
  });
});

describe('spec 1 §5: submit', () => {
  it('an empty form shows every required message and sends nothing', async () => {
    const { user } = await renderDialog();
    await user.click(saveButton());
    expectError(field('收货人'), '请输入收货人');
    expectError(field('手机号码'), '手机号不能为空');
    expectError(regionTrigger(), '请选择地址');
    expectError(field('详细地址'), '请输入详细地址');
    expect(field('收货人')).toHaveFocus();
    expect(calls(SAVE)).toHaveLength(0);
  });

  it('a new address: one encrypted request with every field and the region ids and names; 创建地址成功!', async () => {
    const { user, onSaved } = await renderDialog();
    await fillAddress(user);
    await user.type(field('别名'), '家');
    await user.click(field('设为默认地址'));
    await user.dblClick(saveButton());
    expect(await screen.findByText('创建地址成功!')).toBeInTheDocument();
    expect(calls(SAVE)).toHaveLength(1);
    expect(calls(SAVE)[0]?.body).toEqual({ encryptData: expect.any(String) });
    expect(await sentBodies(SAVE)).toEqual([
      {
        receiverName: '李四',
        receiverPhone: '13912345678',
        isDefault: 1,
        provinceId: 19,
        provinceName: '广东省',
        cityId: 4403,
        cityName: '深圳市',
        countyId: 440305,
        countyName: '南山区',
        townId: 440305007,
        townName: '粤海街道',
        receiverAddress: '科技园 1 号',
        aliasName: '家',
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ receiverName: '李四', isDefault: 1 }));
  });

  it('while saving the button is busy and disabled; a double click sends one request', async () => {
    gateway.faults.add({ path: SAVE, delayMs: scaled(300) });
    const { user } = await renderDialog();
    await fillAddress(user);
    await user.dblClick(saveButton());
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('创建地址成功!')).toBeInTheDocument();
    expect(calls(SAVE)).toHaveLength(1);
    expect(screen.getAllByText('创建地址成功!')).toHaveLength(1);
  });

  it('a failed save shows the server message and keeps the dialog open with everything typed', async () => {
    gateway.faults.add({ path: SAVE, code: '20001' });
    const { user, onSaved } = await renderDialog();
    await fillAddress(user);
    await user.type(field('别名'), '家');
    await user.click(saveButton());
    expect(await screen.findByText('演示故障')).toBeInTheDocument();
    expect(screen.queryByText('创建失败')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '新增收货地址' })).toBeInTheDocument();
    expect(field('收货人')).toHaveValue('李四');
    expect(field('手机号码')).toHaveValue('13912345678');
    expect(regionTrigger()).toHaveTextContent('广东省 / 深圳市 / 南山区 / 粤海街道');
    expect(field('详细地址')).toHaveValue('科技园 1 号');
    expect(field('别名')).toHaveValue('家');
  });

  it('a failure without a server message says 创建失败', async () => {
    server.use(
      http.post(`*/api/mall${SAVE}`, () => HttpResponse.json({ success: false, code: '20001', message: '' })),
    );
    const { user } = await renderDialog();
    await fillAddress(user);
    await user.click(saveButton());
    expect(await screen.findByText('创建失败')).toBeInTheDocument();
  });
});

describe('editing an address', () => {
  it.each([
    { where: 'the address book', mode: 'memberAddress' as const },
    { where: 'checkout', mode: 'orderAddress' as const },
  ])('the dialog reads 编辑收货地址 in $where, as its 编辑 button says', async ({ mode }) => {
    const { dialog } = await renderDialog({ mode, edit: SEEDED.shenzhen });
    expect(dialog).toHaveAccessibleName('编辑收货地址');
  });

  it('starts from the address, sends its id, and says 修改地址成功!', async () => {
    const { user, onSaved } = await renderDialog({ edit: SEEDED.shenzhen });
    expect(screen.getByRole('dialog', { name: '编辑收货地址' })).toBeInTheDocument();
    expect(field('收货人')).toHaveValue('演示会员');
    expect(field('手机号码')).toHaveValue('13800130001');
    expect(regionTrigger()).toHaveTextContent('广东省 / 深圳市 / 南山区 / 粤海街道');
    expect(field('别名')).toHaveValue('深圳');
    expect(field('设为默认地址')).not.toBeChecked();
    await user.clear(field('收货人'));
    await user.type(field('收货人'), '王五');
    await user.click(saveButton());
    expect(await screen.findByText('修改地址成功!')).toBeInTheDocument();
    const [body] = (await sentBodies(SAVE)) as { id: number; receiverName: string; townId: number }[];
    expect(body).toMatchObject({
      id: expect.any(Number),
      receiverName: '王五',
      townId: 440305007,
      isDefault: 0,
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('a failed edit without a server message says 修改地址失败！！ and keeps the values', async () => {
    server.use(
      http.post(`*/api/mall${SAVE}`, () => HttpResponse.json({ success: false, code: '20001', message: '' })),
    );
    const { user } = await renderDialog({ edit: SEEDED.shenzhen });
    await user.type(field('详细地址'), '南门');
    await user.click(saveButton());
    expect(await screen.findByText('修改地址失败！！')).toBeInTheDocument();
    expect(field('详细地址')).toHaveValue(`${SEEDED.shenzhen}南门`);
  });
});

describe('the alias: label, rule and input cap from the shop', () => {
  it('ordinary shops: 别名, optional, the input capped at 5 (limits.address.aliasInputMax)', async () => {
    const { user } = await renderDialog();
    const alias = field('别名');
    expect(alias).toHaveAttribute('maxLength', '5');
    await user.type(alias, '一二三四五六');
    expect(alias).toHaveValue('一二三四五');
    expect(screen.queryByLabelText('地址简称')).toBeNull();
  });

  it('a changed profile limit changes the cap', async () => {
    const profile = await changedDemoShop('points', { limits: { address: { aliasInputMax: 8 } } });
    await renderDialog({ profile });
    expect(field('别名')).toHaveAttribute('maxLength', '8');
  });

  it('procurement shops (type 4): 地址简称, required, 2 to 50 characters, the hint under it', async () => {
    const { user } = await renderDialog({ mallPath: 'procure' });
    const alias = field('地址简称');
    expect(alias).toHaveAttribute('maxLength', '50');
    expect(alias).toHaveAccessibleDescription('2~50个字，可输入数字、字符、字母');
    expect(screen.getByText('2~50个字，可输入数字、字符、字母')).toBeVisible();
    await user.click(saveButton());
    expect(alias).toHaveAccessibleDescription('2~50个字，可输入数字、字符、字母 请输入地址简称');
    await user.type(alias, 'A');
    await user.tab();
    expectError(alias, '2~50个字，可输入数字、字符、字母 长度在 2 到 50 个字符');
    await user.type(alias, '1');
    expect(alias).not.toHaveAttribute('aria-invalid');
  });
});

describe('spec 1 §6: the order address of shop 9009', () => {
  it('region and detail disabled, alias hidden; saved through the order-address call with four fields', async () => {
    const { user, onSaved } = await renderDialog({
      mallPath: 's9009',
      mode: 'orderAddress',
      edit: SEEDED.beijing,
    });
    expect(screen.getByRole('dialog', { name: '编辑收货地址' })).toBeInTheDocument();
    expect(regionTrigger()).toBeDisabled();
    expect(field('详细地址')).toBeDisabled();
    expect(screen.queryByLabelText('地址简称')).toBeNull();
    expect(field('收货人')).toBeEnabled();
    expect(field('手机号码')).toBeEnabled();
    expect(field('设为默认地址')).toBeChecked();
    await user.clear(field('手机号码'));
    await user.type(field('手机号码'), '13912345678');
    await user.click(saveButton());
    expect(await screen.findByText('修改地址成功!')).toBeInTheDocument();
    expect(calls(SAVE)).toHaveLength(0);
    const [body] = await sentBodies(ORDER_UPDATE, 's9009');
    expect(body).toEqual({
      addressId: expect.any(Number),
      receiverName: '演示会员',
      receiverPhone: '13912345678',
      isDefault: 1,
    });
    expect(onSaved).toHaveBeenCalledWith(null);
  });

  it("the same shop's address book edits every field", async () => {
    await renderDialog({ mallPath: 's9009', edit: SEEDED.beijing });
    expect(regionTrigger()).toBeEnabled();
    expect(field('详细地址')).toBeEnabled();
    expect(field('地址简称')).toBeEnabled();
  });

  it('a new address at checkout goes into the address book with every field', async () => {
    await renderDialog({ mallPath: 's9009', mode: 'orderAddress' });
    expect(screen.getByRole('dialog', { name: '新增收货地址' })).toBeInTheDocument();
    expect(regionTrigger()).toBeEnabled();
    expect(field('地址简称')).toBeEnabled();
  });
});
