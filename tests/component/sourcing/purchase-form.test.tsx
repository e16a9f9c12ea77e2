import { screen } from '@testing-library/react';
import {
  field,
  filed,
  fillValid,
  gateway,
  renderPurchaseDialog,
  startSourcingTests,
  toastSaying,
  VALID,
} from './sourcing-harness';

startSourcingTests();

const errorOf = (label: string) => {
  const describedBy = field(label).getAttribute('aria-describedby') ?? '';
  return describedBy
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .find(Boolean);
};

describe('spec 2 §2: the dialog', () => {
  it('is titled 采购需求, 480 px wide from the profile, with every field', async () => {
    await renderPurchaseDialog();
    const dialog = screen.getByRole('dialog', { name: '采购需求' });
    expect(dialog).toHaveStyle({ width: '480px' });
    for (const label of [
      '商品名称',
      '商品条码',
      '商品品牌',
      '商品型号',
      '商品链接',
      '期望单价',
      '采购数量',
      '联系人',
      '联系电话',
      '商品需求',
    ])
      expect(field(label)).toBeInTheDocument();
    expect(screen.getByLabelText(/上传图片/)).toHaveAttribute('type', 'file');
  });
});

describe('spec 2 §5: each field is checked on blur', () => {
  it.each([
    { label: '商品名称', value: '', message: '请填写商品名称' },
    { label: '商品名称', value: '   ', message: '请填写商品名称' },
    { label: '期望单价', value: '', message: '请填写期望单价' },
    { label: '采购数量', value: '', message: '请填写采购数量' },
    { label: '联系人', value: '', message: '请填写联系人' },
    { label: '联系电话', value: '', message: '请填写联系电话' },
    { label: '商品需求', value: '', message: '请输入商品需求' },
  ])('$label "$value": $message', async ({ label, value, message }) => {
    const { user } = await renderPurchaseDialog();
    await user.click(field(label));
    if (value) await user.type(field(label), value);
    await user.tab();
    expect(errorOf(label)).toBe(message);
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    { label: '商品条码', value: '' },
    { label: '商品品牌', value: '' },
    { label: '商品型号', value: '' },
    { label: '商品链接', value: '' },
  ])('$label is optional', async ({ label }) => {
    const { user } = await renderPurchaseDialog();
    await user.click(field(label));
    await user.tab();
    expect(errorOf(label)).toBeUndefined();
  });

  it('an error clears as the field is corrected', async () => {
    const { user } = await renderPurchaseDialog();
    await user.click(field('商品名称'));
    await user.tab();
    expect(errorOf('商品名称')).toBe('请填写商品名称');
    await user.type(field('商品名称'), '茶');
    expect(errorOf('商品名称')).toBeUndefined();
  });

  it.each([
    { label: '商品名称', max: 50 },
    { label: '商品条码', max: 50 },
    { label: '商品品牌', max: 50 },
    { label: '商品型号', max: 50 },
    { label: '商品链接', max: 150 },
    { label: '期望单价', max: 20 },
    { label: '采购数量', max: 20 },
    { label: '联系人', max: 50 },
    { label: '联系电话', max: 12 },
    { label: '商品需求', max: 200 },
  ])('$label takes at most $max characters', async ({ label, max }) => {
    await renderPurchaseDialog();
    expect(field(label)).toHaveAttribute('maxLength', String(max));
  });
});

describe('spec 2 §5: inputs filtered as typed', () => {
  it.each([
    { label: '期望单价', typed: 'a1b2.3.45', kept: '12.34' },
    { label: '期望单价', typed: '007', kept: '7' },
    { label: '期望单价', typed: '0.5', kept: '0.5' },
    { label: '期望单价', typed: '.5', kept: '0.5' },
    { label: '期望单价', typed: '12.999', kept: '12.99' },
    { label: '采购数量', typed: '0012a', kept: '12' },
    { label: '采购数量', typed: '1.5', kept: '15' },
    { label: '商品条码', typed: '6901', kept: '6901' },
  ])('$label: "$typed" keeps "$kept"', async ({ label, typed, kept }) => {
    const { user } = await renderPurchaseDialog();
    await user.type(field(label), typed);
    expect(field(label)).toHaveValue(kept);
  });

  it('a bar code keeps its digits and says 请填写数字 when something else is typed, until a digit follows', async () => {
    const { user } = await renderPurchaseDialog();
    await user.type(field('商品条码'), '69a');
    expect(field('商品条码')).toHaveValue('69');
    expect(errorOf('商品条码')).toBe('请填写数字');
    await user.type(field('商品条码'), '1');
    expect(field('商品条码')).toHaveValue('691');
    expect(errorOf('商品条码')).toBeUndefined();
  });
});

describe('spec 2 §5, §7: submit', () => {
  it('submitting empty shows every required message and sends nothing', async () => {
    const { user } = await renderPurchaseDialog();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(errorOf('商品名称')).toBe('请填写商品名称');
    expect(errorOf('期望单价')).toBe('请填写期望单价');
    expect(errorOf('采购数量')).toBe('请填写采购数量');
    expect(errorOf('联系人')).toBe('请填写联系人');
    expect(errorOf('联系电话')).toBe('请填写联系电话');
    expect(errorOf('商品需求')).toBe('请输入商品需求');
    expect(field('商品名称')).toHaveFocus();
    expect(filed()).toHaveLength(0);
  });

  it("files once on a double click: the server's message, the dialog done", async () => {
    const { user, onClose, onFiled } = await renderPurchaseDialog();
    await fillValid(user);
    await user.dblClick(screen.getByRole('button', { name: '提交' }));
    expect(await toastSaying('提交成功！')).toBeInTheDocument();
    expect(filed()).toEqual([
      {
        goodsName: VALID.商品名称,
        barCode: '',
        goodsBrand: '',
        goodsModel: '',
        goodsUrl: '',
        expectedPrice: VALID.期望单价,
        buyCount: VALID.采购数量,
        contacts: VALID.联系人,
        concatPhone: VALID.联系电话,
        reason: VALID.商品需求,
        goodsImages: [],
      },
    ]);
    expect(onClose).toHaveBeenCalled();
    expect(onFiled).toHaveBeenCalledTimes(1);
  });

  it("a refusal shows the server's message as an error and keeps every value", async () => {
    gateway.faults.add({ path: '/reportGoods/addReportGoods', code: '10001', times: 1 });
    const { user, onFiled } = await renderPurchaseDialog();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await toastSaying('演示故障', 'alert')).toBeInTheDocument();
    expect(onFiled).not.toHaveBeenCalled();
    for (const [label, value] of Object.entries(VALID)) expect(field(label)).toHaveValue(value);
    expect(screen.getByRole('dialog', { name: '采购需求' })).toBeInTheDocument();
  });
});
