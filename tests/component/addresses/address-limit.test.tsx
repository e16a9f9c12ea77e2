// 新增收货地址 at the address limit: disabled before asking, with the reason shown and described.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import AddressBookPage from '../../../src/features/addresses/address-book-page';
import { renderPiece, runShellGateway, server } from '../shell/shell-harness';
import type { Address } from '../../../engine/contract';

runShellGateway();

const address = (id: number): Address =>
  ({
    id,
    addressId: id,
    receiverName: `收货人${id}`,
    receiverPhone: '13800130001',
    receiverAddress: `建国路${id}号`,
    isDefault: id === 1 ? 1 : 0,
    provinceId: 1,
    provinceName: '北京',
    cityId: 2,
    cityName: '北京市',
    countyId: 3,
    countyName: '朝阳区',
    path: '北京北京市朝阳区',
  }) as unknown as Address;

function holding(count: number) {
  const addresses = Array.from({ length: count }, (_, at) => address(at + 1));
  server.use(
    http.post('*/member/getMemberAddressList', () =>
      HttpResponse.json({ code: '00000', success: true, message: '', data: addresses }),
    ),
  );
}

async function addButton() {
  await renderPiece(<AddressBookPage />, { account: 'member' });
  await screen.findByRole('list', { name: '收货地址列表' });
  return screen.getByRole('button', { name: '新增收货地址' });
}

describe('the address book holds at most 20 addresses', () => {
  it('holding 20, 新增收货地址 is disabled and says 收货地址最多只能添加20个 beside it, as its description', async () => {
    holding(20);
    const button = await addButton();
    expect(button).toBeDisabled();
    expect(screen.getByText('收货地址最多只能添加20个')).toBeVisible();
    expect(button).toHaveAccessibleDescription('收货地址最多只能添加20个');
    expect(button).toHaveAttribute('title', '收货地址最多只能添加20个');
  });

  it('holding 19, 新增收货地址 may be used and says nothing', async () => {
    holding(19);
    const button = await addButton();
    expect(button).toBeEnabled();
    expect(button).not.toHaveAccessibleDescription();
    expect(screen.queryByText('收货地址最多只能添加20个')).toBeNull();
  });
});
