import {
  batchCommandsFor,
  batchRefusedSummary,
  commandConfirmation,
  COMMAND_LABEL,
  GOODS_STATUS_TABS,
  rowCommandsFor,
  statusTabLabel,
  UPDATE_MODE_EXPLANATION,
  UPDATE_MODE_LABEL,
} from '../../../engine/domain/goods-management-screen';
import {
  commandSuccessMessage,
  GOODS_STATUS_LABEL,
  type ManagedGoods,
} from '../../../engine/domain/goods-management';
import { goods } from './managed-goods';

describe('the goods-management screen (docs/goods-management.md)', () => {
  it('has one tab per status of spec 2 §4, 草稿 first', () => {
    expect(GOODS_STATUS_TABS.map((status) => GOODS_STATUS_LABEL[status])).toEqual([
      '草稿',
      '在售',
      '已上架',
      '已停售',
      '待审核',
      '审核驳回',
      '已解除限制',
    ]);
    expect([...GOODS_STATUS_TABS].sort()).toEqual(Object.keys(GOODS_STATUS_LABEL).sort());
  });

  it('a tab shows its count once known', () => {
    expect([statusTabLabel('stopped', 2), statusTabLabel('stopped', undefined)]).toEqual([
      '已停售(2)',
      '已停售',
    ]);
  });

  it.each<{ rule: string; goods: ManagedGoods; buttons: string[] }>([
    { rule: 'a draft may be listed', goods: goods('draft'), buttons: ['上架'] },
    {
      rule: 'pending review: 审核通过 and 审核不通过',
      goods: goods('pendingReview'),
      buttons: ['审核通过', '审核不通过'],
    },
    { rule: 'on sale: 停售', goods: goods('onSale'), buttons: ['停售'] },
    {
      rule: 'on sale with restricted regions and mall stock: 停售, 解除限制, 移除商城库存',
      goods: goods('onSale', { restrictedRegions: ['4'], usesMallStock: true }),
      buttons: ['停售', '解除限制', '移除商城库存'],
    },
    { rule: 'listed: 停售', goods: goods('listed'), buttons: ['停售'] },
    { rule: 'stopped: 上架', goods: goods('stopped'), buttons: ['上架'] },
    { rule: 'rejected: nothing', goods: goods('rejected'), buttons: [] },
    {
      rule: 'restriction lifted: 上架 and 停售',
      goods: goods('restrictionLifted'),
      buttons: ['上架', '停售'],
    },
  ])('a row shows only the commands its goods may take: $rule', ({ goods: each, buttons }) => {
    expect(rowCommandsFor(each).map((type) => COMMAND_LABEL[type])).toEqual(buttons);
  });

  it.each<{ rule: string; listed: ManagedGoods[]; buttons: string[] }>([
    { rule: '批量删除 only for drafts', listed: [goods('draft')], buttons: ['批量删除'] },
    { rule: 'pending review', listed: [goods('pendingReview')], buttons: ['批量审核'] },
    {
      rule: 'on sale, one of them restricted',
      listed: [goods('onSale'), goods('onSale', { restrictedRegions: ['1'] })],
      buttons: ['批量下架', '批量停售', '批量解除限制'],
    },
    { rule: 'listed', listed: [goods('listed')], buttons: ['批量上架', '批量下架', '批量停售'] },
    { rule: 'stopped', listed: [goods('stopped')], buttons: ['批量上架'] },
    { rule: 'rejected', listed: [goods('rejected')], buttons: [] },
    { rule: 'nothing listed', listed: [], buttons: [] },
  ])('the toolbar shows the batch commands some listed goods may take: $rule', ({ listed, buttons }) => {
    expect(batchCommandsFor(listed).map((type) => COMMAND_LABEL[type])).toEqual(buttons);
  });

  it.each<{ type: Parameters<typeof commandSuccessMessage>[0]; message: string }>([
    { type: 'batchDelete', message: '删除成功' },
    { type: 'setUpdateMode', message: '设置成功' },
    { type: 'approve', message: '审核通过' },
    { type: 'rejectReview', message: '审核不通过' },
    { type: 'batchReview', message: '审核通过' },
    { type: 'list', message: '商品已上架' },
    { type: 'batchOnSale', message: '商品已上架' },
    { type: 'stopSale', message: '商品已停售' },
    { type: 'batchStopSale', message: '商品已停售' },
    { type: 'batchTakeOffShelf', message: '商品已停售' },
    { type: 'liftRestriction', message: '限制解除' },
    { type: 'batchLiftRestriction', message: '限制解除' },
    { type: 'removeMallStock', message: '已移除' },
  ])('spec 2 §8: $type succeeds with $message', ({ type, message }) => {
    expect(commandSuccessMessage(type, { 'goodsManagement.reviewNotPassed': 'rejected' })).toBe(message);
  });

  it('审核不通过 succeeds with 审核通过 only where a shop keeps spec 2 §4 as written', () => {
    expect(commandSuccessMessage('rejectReview', { 'goodsManagement.reviewNotPassed': 'onSale' })).toBe(
      '审核通过',
    );
  });

  it('destructive commands (删除, 移除商城库存) are confirmed; the others are not', () => {
    expect(commandConfirmation('batchDelete', 3)).toEqual({
      title: '删除商品',
      message: '确定删除选中的3件商品吗？删除后不可恢复。',
    });
    expect(commandConfirmation('removeMallStock', 1)?.title).toBe('移除商城库存');
    expect(
      (['approve', 'list', 'stopSale', 'liftRestriction', 'batchStopSale', 'setUpdateMode'] as const).map(
        (type) => commandConfirmation(type, 1),
      ),
    ).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('spec 2 §4: the update modes and what they do', () => {
    expect(UPDATE_MODE_LABEL).toEqual({ manual: '手动', automatic: '自动' });
    expect(UPDATE_MODE_EXPLANATION.manual).toMatch(/官网价.*手动上架或下架/);
    expect(UPDATE_MODE_EXPLANATION.automatic).toMatch(/官网价.*自动上架或下架/);
  });

  it.each([
    { done: 2, refused: 1, text: '已处理2件商品，以下1件未处理：' },
    { done: 0, refused: 2, text: '选中的2件商品均未处理：' },
  ])('a partial batch says how many took it: $text', ({ done, refused, text }) => {
    expect(batchRefusedSummary({ done, refused })).toBe(text);
  });
});
