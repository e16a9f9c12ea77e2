import { screen, within } from '@testing-library/react';
import { startSourcingTests, toastSaying, viewRequest } from './sourcing-harness';

startSourcingTests();

const outcome = () => screen.getByRole('region', { name: '审核结果' });

describe('spec 2 §2: view mode (查看商品)', () => {
  it('every field is read-only, images come from the list, only 取消', async () => {
    const { dialog } = await viewRequest('西湖龙井 特级 500g');
    for (const input of within(dialog).getAllByRole('textbox')) expect(input).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('商品名称', { selector: 'input' })).toHaveValue(
      '西湖龙井 特级 500g',
    );
    expect(within(dialog).getByLabelText('商品条码', { selector: 'input' })).toHaveValue('6901234567890');
    expect(within(dialog).getByRole('img', { name: '商品图片1' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/api\/cdn\/img\/report-\d+\.svg$/),
    );
    expect(within(dialog).queryByLabelText(/上传图片/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '删除图片1' })).toBeNull();
    const footerButtons = within(dialog)
      .getAllByRole('button')
      .filter((button) => ['取消', '提交'].includes(button.textContent ?? ''));
    expect(footerButtons.map((button) => button.textContent)).toEqual(['取消']);
  });

  it.each([
    { goodsName: '西湖龙井 特级 500g', label: '可供货' },
    { goodsName: '进口咖啡机 全自动', label: '无法供货' },
    { goodsName: '人体工学办公椅', label: '待审核' },
  ])('$goodsName: the audit label $label', async ({ goodsName, label }) => {
    await viewRequest(goodsName);
    expect(within(outcome()).getByText(label)).toBeInTheDocument();
  });

  it('a refused request shows its reason under 拒绝原因, and no mall product', async () => {
    await viewRequest('进口咖啡机 全自动');
    expect(within(outcome()).getByText('拒绝原因')).toBeInTheDocument();
    expect(within(outcome()).getByText('该商品已停产，暂无货源')).toBeInTheDocument();
    expect(within(outcome()).queryByText('去查看')).toBeNull();
  });

  it('the linked mall product: name and code with 复制, 去查看 to its detail', async () => {
    const { user } = await viewRequest('西湖龙井 特级 500g');
    expect(within(outcome()).queryByText('拒绝原因')).toBeNull();
    const link = within(outcome()).getByRole('link', { name: '去查看' });
    expect(link).toHaveAttribute(
      'href',
      expect.stringContaining('/procure/goodDetail/goodDetail?goodsCode='),
    );
    await user.click(within(outcome()).getByRole('button', { name: '复制商品编码' }));
    expect(await toastSaying('复制成功')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('G-0001-01');
  });

  it('virtual goods open the virtual detail', async () => {
    await viewRequest('视频会员 季卡');
    expect(within(outcome()).getByRole('link', { name: '去查看' })).toHaveAttribute(
      'href',
      expect.stringContaining('/procure/virtualGoods/virtualGoodsDetail?'),
    );
  });

  it('a deleted product: 去查看 says 商品不存在！ and opens nothing', async () => {
    const { user } = await viewRequest('已下架的旧款茶具');
    await user.click(within(outcome()).getByRole('button', { name: '去查看' }));
    expect(await toastSaying('商品不存在！', 'alert')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/procure/userCenter/submitProduct');
  });
});
