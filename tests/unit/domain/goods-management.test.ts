import {
  applyBatchCommand,
  applyCommand,
  GOODS_STATUS_LABEL,
  type BatchGoodsCommand,
  type GoodsStatus,
  type ManagedGoods,
  type SingleGoodsCommand,
} from '../../../engine/domain/goods-management';
import { goods } from './managed-goods';

/** The engine's default: 审核不通过 sends the goods to 审核驳回. */
const settings = { 'goodsManagement.reviewNotPassed': 'rejected' } as const;
/** Spec 2 §4 as written, "as configured": 审核不通过 puts the goods on sale with 审核通过. */
const asWritten = { 'goodsManagement.reviewNotPassed': 'onSale' } as const;

describe('spec 2 §4: goods management statuses', () => {
  it('every status has its Chinese label', () => {
    expect(GOODS_STATUS_LABEL).toEqual({
      draft: '草稿',
      onSale: '在售',
      listed: '已上架',
      stopped: '已停售',
      pendingReview: '待审核',
      rejected: '审核驳回',
      restrictionLifted: '已解除限制',
    });
  });
});

describe('spec 2 §4: commands and the resulting status', () => {
  it.each<{
    rule: string;
    from: ManagedGoods;
    command: SingleGoodsCommand;
    status: GoodsStatus;
    message: string;
  }>([
    {
      rule: 'pending review approve → on sale',
      from: goods('pendingReview'),
      command: { type: 'approve' },
      status: 'onSale',
      message: '审核通过',
    },
    {
      rule: 'review not passed → 审核驳回, message 审核不通过 (the default)',
      from: goods('pendingReview'),
      command: { type: 'rejectReview', reason: '图片与实物不符' },
      status: 'rejected',
      message: '审核不通过',
    },
    {
      rule: 'list → listed',
      from: goods('draft'),
      command: { type: 'list' },
      status: 'listed',
      message: '商品已上架',
    },
    {
      rule: 'list a stopped goods → listed',
      from: goods('stopped'),
      command: { type: 'list' },
      status: 'listed',
      message: '商品已上架',
    },
    {
      rule: 'stop sale → stopped',
      from: goods('onSale'),
      command: { type: 'stopSale' },
      status: 'stopped',
      message: '商品已停售',
    },
    {
      rule: 'lift restriction → restriction lifted',
      from: goods('onSale', { restrictedRegions: ['19'] }),
      command: { type: 'liftRestriction' },
      status: 'restrictionLifted',
      message: '限制解除',
    },
    {
      rule: 'remove mall stock → on sale',
      from: goods('stopped', { usesMallStock: true }),
      command: { type: 'removeMallStock' },
      status: 'onSale',
      message: '已移除',
    },
    {
      rule: 'update mode → 设置成功, status unchanged',
      from: goods('listed'),
      command: { type: 'setUpdateMode', mode: 'automatic' },
      status: 'listed',
      message: '设置成功',
    },
  ])('$rule', ({ from, command, status, message }) => {
    const result = applyCommand(from, command, settings);
    expect(result).toMatchObject({ ok: true, message });
    expect(result.goods?.status).toBe(status);
  });

  it('lifting a restriction removes every restricted region: unrestricted everywhere', () => {
    const result = applyCommand(
      goods('onSale', { restrictedRegions: ['1', '19', '1601'] }),
      { type: 'liftRestriction' },
      settings,
    );
    expect(result.goods?.restrictedRegions).toEqual([]);
  });

  it('removing mall stock sells on real stock', () => {
    expect(
      applyCommand(goods('onSale', { usesMallStock: true }), { type: 'removeMallStock' }, settings).goods
        ?.usesMallStock,
    ).toBe(false);
  });

  it('setting the update mode records it', () => {
    expect(
      applyCommand(goods('onSale'), { type: 'setUpdateMode', mode: 'automatic' }, settings).goods?.updateMode,
    ).toBe('automatic');
  });

  it.each<{ rule: string; from: ManagedGoods; command: SingleGoodsCommand; message: string }>([
    {
      rule: 'approve only from pending review',
      from: goods('onSale'),
      command: { type: 'approve' },
      message: '在售商品不可审核',
    },
    {
      rule: 'a rejected review only from pending review',
      from: goods('draft'),
      command: { type: 'rejectReview', reason: '图片与实物不符' },
      message: '草稿商品不可审核',
    },
    {
      rule: 'list not while on sale',
      from: goods('onSale'),
      command: { type: 'list' },
      message: '在售商品不可上架',
    },
    {
      rule: 'list not while pending review',
      from: goods('pendingReview'),
      command: { type: 'list' },
      message: '待审核商品不可上架',
    },
    {
      rule: 'stop sale only what sells',
      from: goods('draft'),
      command: { type: 'stopSale' },
      message: '草稿商品不可停售',
    },
    {
      rule: 'lift restriction needs restricted regions',
      from: goods('onSale'),
      command: { type: 'liftRestriction' },
      message: '该商品没有限制区域',
    },
    {
      rule: 'remove mall stock needs mall stock',
      from: goods('onSale'),
      command: { type: 'removeMallStock' },
      message: '该商品未使用商城库存',
    },
  ])('guard: $rule', ({ from, command, message }) => {
    expect(applyCommand(from, command, settings)).toEqual({ ok: false, message });
  });
});

describe("审核不通过: the outcome is the shop's setting, and it needs a reason", () => {
  const pending = goods('pendingReview');

  it('by default the goods goes to 审核驳回 with 审核不通过, never on sale, and keeps the reason', () => {
    expect(applyCommand(pending, { type: 'rejectReview', reason: ' 图片与实物不符 ' }, settings)).toEqual({
      ok: true,
      goods: { ...pending, status: 'rejected', rejectReason: '图片与实物不符' },
      message: '审核不通过',
    });
  });

  it('a shop that keeps spec 2 §4 as written ("as configured") puts it on sale with 审核通过', () => {
    expect(
      applyCommand(pending, { type: 'rejectReview', reason: '图片与实物不符' }, asWritten),
    ).toMatchObject({
      ok: true,
      goods: { status: 'onSale' },
      message: '审核通过',
    });
  });

  it.each([
    { rule: 'a reason is required', reason: '  ', message: '请填写不通过原因' },
    { rule: 'at most 200 characters', reason: '因'.repeat(201), message: '不通过原因不能超过200个字符' },
  ])('$rule: $message, and the goods stays 待审核', ({ reason, message }) => {
    expect(applyCommand(pending, { type: 'rejectReview', reason }, settings)).toEqual({ ok: false, message });
  });
});

describe('spec 2 §4: batch commands apply per goods and report the refused ones', () => {
  it('batch delete (only draft goods) deletes the drafts and refuses the rest', () => {
    const result = applyBatchCommand(
      [goods('draft'), goods('onSale'), goods('draft', { goodsSkuCode: 'D2' })],
      {
        type: 'batchDelete',
      },
    );
    expect(result).toEqual({
      ok: false,
      goods: [goods('onSale')],
      refused: [{ goodsSkuCode: 'S-onSale', message: '在售商品不可删除' }],
      message: '删除成功',
    });
  });

  it.each<{
    rule: string;
    command: BatchGoodsCommand;
    from: ManagedGoods;
    status: GoodsStatus;
    message: string;
  }>([
    {
      rule: 'batch delete',
      command: { type: 'batchDelete' },
      from: goods('draft'),
      status: 'draft',
      message: '删除成功',
    },
    {
      rule: 'batch review → on sale',
      command: { type: 'batchReview' },
      from: goods('pendingReview'),
      status: 'onSale',
      message: '审核通过',
    },
    {
      rule: 'batch take off shelf → stopped',
      command: { type: 'batchTakeOffShelf' },
      from: goods('listed'),
      status: 'stopped',
      message: '商品已停售',
    },
    {
      rule: 'batch stop sale → stopped',
      command: { type: 'batchStopSale' },
      from: goods('onSale'),
      status: 'stopped',
      message: '商品已停售',
    },
    {
      rule: 'batch on sale → on sale',
      command: { type: 'batchOnSale' },
      from: goods('stopped'),
      status: 'onSale',
      message: '商品已上架',
    },
    {
      rule: 'batch lift restriction → restriction lifted',
      command: { type: 'batchLiftRestriction' },
      from: goods('onSale', { restrictedRegions: ['1'] }),
      status: 'restrictionLifted',
      message: '限制解除',
    },
  ])('$rule: $message', ({ command, from, status, message }) => {
    const result = applyBatchCommand([from], command);
    expect(result.ok).toBe(true);
    expect(result.message).toBe(message);
    expect(result.refused).toEqual([]);
    if (command.type === 'batchDelete') expect(result.goods).toEqual([]);
    else expect(result.goods.map((g) => g.status)).toEqual([status]);
  });

  it('when every goods is refused the message is the first refusal', () => {
    const result = applyBatchCommand([goods('onSale'), goods('listed')], { type: 'batchReview' });
    expect(result.ok).toBe(false);
    expect(result.message).toBe('在售商品不可审核');
    expect(result.goods).toEqual([goods('onSale'), goods('listed')]);
    expect(result.refused).toHaveLength(2);
  });

  it('an empty selection asks for goods', () => {
    expect(applyBatchCommand([], { type: 'batchStopSale' })).toEqual({
      ok: false,
      goods: [],
      refused: [],
      message: '请选择商品',
    });
  });
});
