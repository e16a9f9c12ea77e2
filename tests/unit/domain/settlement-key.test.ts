import { describe, expect, it } from 'vitest';
import { orderFingerprint, settlementKeySpent } from '../../../engine';
import type { OrderRequest } from '../../../engine';

const tea = { goodsCode: 'G-ON-SALE', goodsSkuCode: 'G-ON-SALE-01', quantity: 1 };
const paper = { goodsCode: 'G-LADDER', goodsSkuCode: 'G-LADDER-01', quantity: 12 };
const first: OrderRequest = {
  kind: 'normal',
  items: [tea, paper],
  addressId: 1,
  remark: '放门卫',
  rechargeAccount: '',
};

describe('orderFingerprint: two submits under one key are the same purchase only when it is equal', () => {
  it.each<[string, OrderRequest]>([
    ['the same body', { ...first }],
    ['the lines in another order', { ...first, items: [paper, tea] }],
    ['the remark as it is kept (spaces and controls around it)', { ...first, remark: ' 放门卫\u202E\n' }],
    ['the recharge account with spaces around it', { ...first, rechargeAccount: '  ' }],
    ['the ordinary payment named', { ...first, payment: 'online' }],
  ])('same purchase: %s', (_, request) => {
    expect(orderFingerprint(request)).toBe(orderFingerprint(first));
  });

  it.each<[string, OrderRequest]>([
    ['another goods', { ...first, items: [tea, { ...paper, goodsSkuCode: 'G-LADDER-02' }] }],
    ['a line more', { ...first, items: [tea, paper, { ...tea, goodsSkuCode: 'G-ON-SALE-02' }] }],
    ['a line fewer', { ...first, items: [tea] }],
    ['another quantity', { ...first, items: [tea, { ...paper, quantity: 13 }] }],
    ['another address', { ...first, addressId: 2 }],
    ['the default address instead of one named', { ...first, addressId: undefined }],
    ['another remark', { ...first, remark: '工作日送货' }],
    ['no remark', { ...first, remark: '' }],
    ['another recharge account', { ...first, rechargeAccount: '13912345678' }],
    ['another variant', { ...first, kind: 'flashSale' }],
    ['paid from the balance', { ...first, payment: 'balance' }],
  ])('another purchase: %s', (_, request) => {
    expect(orderFingerprint(request)).not.toBe(orderFingerprint(first));
  });
});

describe('settlementKeySpent: a refusal spends the key, a failure that may hide an order keeps it', () => {
  it.each([
    { code: '10005', spent: true, why: 'refused by state (a line, the points, the key reused)' },
    { code: '10001', spent: true, why: 'bad input' },
    { code: '10003', spent: true, why: 'not allowed' },
    { code: '500', spent: false, why: 'the answer was lost or timed out' },
    { code: '99999', spent: false, why: '系统繁忙: the server failed mid-way' },
  ])('$code ($why): spent $spent', ({ code, spent }) => {
    expect(settlementKeySpent(code)).toBe(spent);
  });
});
