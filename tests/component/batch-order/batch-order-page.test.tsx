// 批量下单 and 批量下单（秒杀） (docs/batch-orders.md) over the demo gateway: pasting and uploading, the result
// table's reasons, editing a quantity in place, 仅导入有效行 and 直接结算, and the menu's gating.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { BATCH_ORDER_TEXT, BATCH_ROW_STATE_TEXT, CALL_RATES } from '../../../engine';
import BatchOrderPage from '../../../src/features/batch-order/batch-order-page';
import { ROWS_LABEL } from '../../../src/features/batch-order/batch-table';
import { checkBatchRows } from '../../../src/lib/api/endpoints/batch-order';
import FlashSaleBatchOrderPage from '../../../src/features/batch-order/flash-sale-batch-order-page';
import { UserCentreFrame } from '../../../src/features/user-centre/user-centre-frame';
import { calls, renderDemoPage, startDemoGateway } from '../goods/demo-shop';
import { givenListHeight } from '../helpers/given-list-height';

startDemoGateway();
givenListHeight(ROWS_LABEL, 480);

function Screens() {
  return (
    <Routes>
      <Route
        path="/:mallPath/userCenter/batchOrder"
        element={
          <UserCentreFrame title="批量下单">
            <BatchOrderPage />
          </UserCentreFrame>
        }
      />
      <Route
        path="/:mallPath/userCenter/msBatchOrder"
        element={
          <UserCentreFrame title="批量下单（秒杀）">
            <FlashSaleBatchOrderPage />
          </UserCentreFrame>
        }
      />
      <Route path="*" element={<p>其他页面</p>} />
    </Routes>
  );
}

const open = (path: string, mallPath = 'procure') =>
  renderDemoPage(<Screens />, { mallPath, account: 'member', route: `/${mallPath}/userCenter/${path}` });

const rowOf = (line: number) =>
  screen
    .getAllByRole('row')
    .find(
      (row) =>
        row.getAttribute('aria-rowindex') !== '1' &&
        within(row).queryAllByRole('cell')[0]?.textContent === String(line),
    ) as HTMLElement;

async function paste(text: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('textbox', { name: '粘贴商品编码和数量' }));
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: '识别粘贴内容' }));
  return user;
}

describe('批量下单', () => {
  it('starts empty, with the limits and the template', async () => {
    await open('batchOrder');
    expect(await screen.findByText(BATCH_ORDER_TEXT.empty)).toBeInTheDocument();
    expect(screen.getByText('支持CSV、XLSX文件或直接粘贴，最多200行，文件不超过1MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载模板' })).toBeEnabled();
  });

  it('checks pasted lines and names each refused row with its reason', async () => {
    await open('batchOrder');
    await paste('G-0001-01 1\nNO-SUCH-SKU 2\nG-LOW-STOCK-01\t9\nG-0002-01,2\nG-0001-01 1\nG-0003-01 x');
    expect(await screen.findByText('共5行：可导入2行，不可导入3行')).toBeInTheDocument();
    expect(within(rowOf(2)).getByText(BATCH_ORDER_TEXT.unknownSku)).toBeInTheDocument();
    expect(within(rowOf(3)).getByText('库存不足，当前库存3件')).toBeInTheDocument();
    expect(within(rowOf(1)).getByText('与第5行重复，已合并数量')).toBeInTheDocument();
    expect(within(rowOf(1)).getByRole('textbox', { name: '第1行数量' })).toHaveValue('2');
    expect(within(rowOf(6)).getByText(BATCH_ORDER_TEXT.quantityInvalid)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '粘贴商品编码和数量' })).toHaveValue('');
  });

  it('a quantity edited in place is checked again', async () => {
    await open('batchOrder');
    const user = await paste('G-LOW-STOCK-01 9');
    expect(await screen.findByText('库存不足，当前库存3件')).toBeInTheDocument();
    const quantity = screen.getByRole('textbox', { name: '第1行数量' });
    await user.clear(quantity);
    await user.type(quantity, '2{Enter}');
    expect(await screen.findByText('共1行：可导入1行，不可导入0行')).toBeInTheDocument();
    expect(screen.queryByText('库存不足，当前库存3件')).not.toBeInTheDocument();
  });

  it('two quantities edited one after the other are both checked again', async () => {
    await open('batchOrder');
    const user = await paste('G-LOW-STOCK-01 9\nG-LADDER-01 1');
    expect(await screen.findByText('共2行：可导入0行，不可导入2行')).toBeInTheDocument();
    const first = screen.getByRole('textbox', { name: '第1行数量' });
    const second = screen.getByRole('textbox', { name: '第2行数量' });
    await user.clear(first);
    await user.type(first, '1{Enter}');
    await user.clear(second);
    await user.type(second, '2{Enter}');
    expect(await screen.findByText('共2行：可导入2行，不可导入0行')).toBeInTheDocument();
  });

  it('refuses more than 200 rows as a whole, keeping the pasted text', async () => {
    await open('batchOrder');
    const lines = Array.from({ length: 201 }, (_, index) => `SKU-${index} 1`).join('\n');
    await paste(lines);
    expect(await screen.findByRole('alert')).toHaveTextContent('最多导入200行，当前201行，请分批导入');
    expect(screen.getByRole('textbox', { name: '粘贴商品编码和数量' })).not.toHaveValue('');
    expect(calls('/batchOrder/check')).toHaveLength(0);
  });

  it('a check refused as too frequent says so, keeps the pasted text and leaves the rows 未检查', async () => {
    const { api } = await open('batchOrder');
    const one = [{ line: 1, goodsSkuCode: 'G-0001-01', quantity: 1, templatePrice: '', mergedLines: [] }];
    for (let sent = 0; sent < CALL_RATES.batchOrderCheck.burst; sent += 1)
      expect((await checkBatchRows(api, { variant: 'normal', rows: one })).success).toBe(true);
    const user = await paste('G-0001-01 1\nG-0002-01 3');
    expect(await screen.findByText(/^操作过于频繁，请\d+秒后再试$/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '粘贴商品编码和数量' })).toHaveValue(
      'G-0001-01 1\nG-0002-01 3',
    );
    expect(within(rowOf(2)).getByText(BATCH_ROW_STATE_TEXT.unchecked)).toBeInTheDocument();
    expect(within(rowOf(2)).getByRole('textbox', { name: '第2行数量' })).toHaveValue('3');
    // Leaving a 未检查 row's quantity asks again, though nothing was changed.
    const before = calls('/batchOrder/check').length;
    await user.click(within(rowOf(2)).getByRole('textbox', { name: '第2行数量' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls('/batchOrder/check')).toHaveLength(before + 1));
  });

  it('refuses a file that is not CSV or XLSX, and one over 1 MB, before reading it', async () => {
    await open('batchOrder');
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('选择CSV或XLSX文件');
    await user.upload(input, new File(['x'], 'order.xls'));
    expect(await screen.findByRole('alert')).toHaveTextContent(BATCH_ORDER_TEXT.fileType);
    await user.upload(input, new File(['x'.repeat(1048577)], 'order.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent('文件不能超过1MB');
  });

  it('reads an uploaded CSV (with its BOM and header) through papaparse', async () => {
    await open('batchOrder');
    const user = userEvent.setup();
    const csv = '\uFEFF商品编码,数量,单价（选填）\r\nG-0001-01,2,\r\nNO-SUCH-SKU,1,\r\n';
    await user.upload(
      screen.getByLabelText('选择CSV或XLSX文件'),
      new File([csv], '订单.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('共2行：可导入1行，不可导入1行')).toBeInTheDocument();
    expect(within(rowOf(3)).getByText(BATCH_ORDER_TEXT.unknownSku)).toBeInTheDocument();
  });

  it('仅导入有效行 adds the valid rows once, for a double click', async () => {
    await open('batchOrder');
    const user = await paste('G-0001-01 1\nNO-SUCH-SKU 1\nG-0002-01 3');
    const add = await screen.findByRole('button', { name: '仅导入有效行' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.dblClick(add);
    expect(await screen.findByText('已加入购物车2种商品')).toBeInTheDocument();
    expect(calls('/batchOrder/addCart')).toHaveLength(1);
    expect(calls('/batchOrder/addCart')[0]?.body).toEqual({
      rows: [
        expect.objectContaining({ goodsSkuCode: 'G-0001-01' }),
        expect.objectContaining({ goodsSkuCode: 'G-0002-01' }),
      ],
    });
    expect(within(rowOf(1)).getByText('已加入购物车')).toBeInTheDocument();
    expect(within(rowOf(2)).getByText(BATCH_ORDER_TEXT.unknownSku)).toBeInTheDocument();
  });

  it('直接结算 opens the shop’s checkout with exactly the valid rows', async () => {
    await open('batchOrder');
    const user = await paste('G-0001-01 1\nNO-SUCH-SKU 1\nG-0002-01 3');
    const settle = await screen.findByRole('button', { name: '直接结算' });
    await waitFor(() => expect(settle).toBeEnabled());
    await user.click(settle);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/procure/jiCaiOrderSettlement/settlement?items=G-0001*G-0001-01*1%2CG-0002*G-0002-01*3',
    );
  });

  it('a shop without batch orders refuses the page', async () => {
    await open('batchOrder', 'points');
    expect(await screen.findByText('您没有访问该页面的权限')).toBeInTheDocument();
  });
});

describe('批量下单（秒杀）', () => {
  it('takes only goods in a running flash sale, and goes straight to the flash-sale checkout', async () => {
    await open('msBatchOrder');
    expect(await screen.findByText(BATCH_ORDER_TEXT.flashSaleHint)).toBeInTheDocument();
    const user = await paste('G-FLASH-RUNNING-01 2\nG-0001-01 1\nG-FLASH-UPCOMING-01 1');
    expect(await screen.findByText('共3行：可导入1行，不可导入2行')).toBeInTheDocument();
    expect(within(rowOf(2)).getByText(BATCH_ORDER_TEXT.notFlashSale)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '仅导入有效行' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '直接结算' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/procure/msOrderSettlement/settlement?items=G-FLASH-RUNNING*G-FLASH-RUNNING-01*2',
    );
  });
});
