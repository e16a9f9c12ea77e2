import {
  ADDRESS_WRITE_MESSAGES,
  addressDraft,
  addressSaveMessages,
  addressSaveRequest,
  defaultFirst,
  isDefaultAddress,
  maskPhone,
  serverFailureToast,
  type AddressSaveRequest,
} from '../../../engine';

describe('the address book', () => {
  it.each([
    ['13800130001', '138****0001'],
    ['19912345678', '199****5678'],
    ['138****0001', '138****0001'],
    ['1380013', '1380013'],
    ['', ''],
  ])('masks the middle four digits of a mobile number: %s → %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it('lists the default first, the others in the order the server gave', () => {
    const list = [
      { id: 1, isDefault: 0 },
      { id: 2, isDefault: 0 },
      { id: 3, isDefault: 1 },
      { id: 4, isDefault: 0 },
    ];
    expect(defaultFirst(list).map((each) => each.id)).toEqual([3, 1, 2, 4]);
    expect(list.map((each) => each.id)).toEqual([1, 2, 3, 4]);
  });

  it.each([
    [1, true],
    [0, false],
  ])('isDefault %s is the default: %s', (flag, expected) => {
    expect(isDefaultAddress({ isDefault: flag })).toBe(expected);
  });
});

describe('spec 1 §8: the address messages', () => {
  const values = addressDraft(undefined, { districtOnly: false });
  it.each<{ rule: string; request: AddressSaveRequest; texts: { success: string; failure: string } }>([
    {
      rule: 'a new address: 创建地址成功! / 创建失败',
      request: addressSaveRequest(values, 'memberAddress'),
      texts: { success: '创建地址成功!', failure: '创建失败' },
    },
    {
      rule: 'an edit: 修改地址成功! / 修改地址失败！！',
      request: addressSaveRequest(values, 'memberAddress', { id: 3 }),
      texts: { success: '修改地址成功!', failure: '修改地址失败！！' },
    },
    {
      rule: 'the order-address edit: 修改地址成功! / 修改地址失败！！',
      request: addressSaveRequest(values, 'placeOrderAddress', { id: 3 }),
      texts: { success: '修改地址成功!', failure: '修改地址失败！！' },
    },
  ])('$rule', ({ request, texts }) => {
    expect(addressSaveMessages(request)).toEqual(texts);
  });

  it.each([
    {
      rule: "success: our text, not the server's",
      outcome: { success: true, message: '操作成功' },
      toast: { kind: 'success', text: '删除成功' },
    },
    {
      rule: "failure: the server's message",
      outcome: { success: false, message: '地址不存在' },
      toast: { kind: 'error', text: '地址不存在' },
    },
    {
      rule: 'failure without a message: our text',
      outcome: { success: false, message: '' },
      toast: { kind: 'error', text: '删除失败' },
    },
  ])('$rule', ({ outcome, toast }) => {
    expect(serverFailureToast(outcome, ADDRESS_WRITE_MESSAGES.remove)).toEqual(toast);
  });
});
