// Importing spreadsheets on 批量下单 (docs/batch-orders.md): an export whose sheet unzips to far more than it
// weighs is read (on the page: its policy allows no worker); a zip bomb is refused before it fills the
// memory; a file that cannot be read says so.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BATCH_FILE_MAX_UNZIPPED_BYTES, BATCH_ORDER_TEXT } from '../../../engine';
import BatchOrderPage from '../../../src/features/batch-order/batch-order-page';
import { renderDemoPage, startDemoGateway } from '../goods/demo-shop';
import { exportedSheet, zipBomb } from './spreadsheet-export';

startDemoGateway();

async function upload(bytes: Uint8Array, name = '订单明细.xlsx') {
  await renderDemoPage(<BatchOrderPage />, {
    mallPath: 'procure',
    account: 'member',
    route: '/procure/userCenter/batchOrder',
  });
  const file = new File([new Uint8Array(bytes)], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  await userEvent.setup().upload(screen.getByLabelText('选择CSV或XLSX文件'), file);
}

describe('批量下单 reads spreadsheets', () => {
  it('a 150 × 30 export of about 30 KB, whose sheet unzips to over 600 KB, imports every row', async () => {
    const file = exportedSheet(150, 30, (row) => `G-${String(row).padStart(4, '0')}-01`);
    expect(file.length).toBeLessThan(40_000);
    await upload(file);
    expect(await screen.findByText(/^共150行：/, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('a zip bomb is refused with 文件过大, before it fills the memory', async () => {
    await upload(zipBomb(BATCH_FILE_MAX_UNZIPPED_BYTES + 1024));
    const refusal = BATCH_ORDER_TEXT.fileUnzippedTooLarge(BATCH_FILE_MAX_UNZIPPED_BYTES);
    expect(await screen.findByText(refusal, {}, { timeout: 5000 })).toHaveRole('alert');
  });

  it.each([
    ['cut short', exportedSheet(10, 3, () => 'G-0001-01').slice(0, 2000)],
    ['not a zip at all', new TextEncoder().encode('商品编码,数量\nG-0001-01,1')],
  ])('a file %s says it cannot be read', async (_, bytes) => {
    await upload(bytes);
    expect(await screen.findByText(BATCH_ORDER_TEXT.fileUnreadable)).toHaveRole('alert');
  });
});
