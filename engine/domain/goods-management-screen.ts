// What the goods-management screen (/userCenter/goodsManagement, docs/goods-management.md) shows around the
// commands of goods-management.ts: the tabs, the buttons and where each appears, the confirmations of
// destructive commands, the update mode's explanation (spec 2 §4) and the outcome of a partial batch.
import {
  BATCH_COMMAND_TYPES,
  commandAllowed,
  GOODS_STATUS_LABEL,
  SINGLE_COMMAND_TYPES,
} from './goods-management';
import type {
  BatchCommandType,
  GoodsStatus,
  ManagedGoods,
  SingleCommandType,
  SingleGoodsCommand,
  UpdateMode,
} from './goods-management';

/** One tab per status, in the order of spec 2 §4: 草稿 first, and the screen opens on it. */
export const GOODS_STATUS_TABS = [
  'draft',
  'onSale',
  'listed',
  'stopped',
  'pendingReview',
  'rejected',
  'restrictionLifted',
] as const satisfies readonly GoodsStatus[];

/** A tab's label with how many goods it holds: 在售(4). */
export const statusTabLabel = (status: GoodsStatus, count: number | undefined): string =>
  count === undefined ? GOODS_STATUS_LABEL[status] : `${GOODS_STATUS_LABEL[status]}(${count})`;

export const COMMAND_LABEL: Readonly<Record<SingleCommandType | BatchCommandType, string>> = {
  approve: '审核通过',
  rejectReview: '审核不通过',
  list: '上架',
  stopSale: '停售',
  liftRestriction: '解除限制',
  removeMallStock: '移除商城库存',
  batchReview: '批量审核',
  batchOnSale: '批量上架',
  batchTakeOffShelf: '批量下架',
  batchStopSale: '批量停售',
  batchLiftRestriction: '批量解除限制',
  batchDelete: '批量删除',
};

/** The commands the goods may take now: its row shows these buttons and no others. */
export const rowCommandsFor = (goods: ManagedGoods): SingleCommandType[] =>
  SINGLE_COMMAND_TYPES.filter((type) => commandAllowed(goods, type));

/**
 * The batch commands that at least one of the listed goods may take: the toolbar shows these (批量删除
 * only where drafts are listed). A batch over goods of which some may not take it is still sent: the
 * others take it and the refused ones are named (docs/goods-management.md).
 */
export const batchCommandsFor = (goods: readonly ManagedGoods[]): BatchCommandType[] =>
  BATCH_COMMAND_TYPES.filter((type) => goods.some((each) => commandAllowed(each, type)));

/** The destructive commands, confirmed before they are sent: their dialog's title and question. */
const CONFIRMATIONS: Partial<
  Record<SingleGoodsCommand['type'] | BatchCommandType, { title: string; message: (count: number) => string }>
> = {
  batchDelete: {
    title: '删除商品',
    message: (count) => `确定删除选中的${count}件商品吗？删除后不可恢复。`,
  },
  removeMallStock: {
    title: '移除商城库存',
    message: () => '确定移除该商品的商城库存吗？移除后该商品按实际库存销售。',
  },
};

/**
 * The confirmation a command asks for before it is sent (删除 and 移除商城库存), for `count` goods; none
 * for the others.
 */
export function commandConfirmation(
  type: SingleGoodsCommand['type'] | BatchCommandType,
  count: number,
): { title: string; message: string } | undefined {
  const confirmation = CONFIRMATIONS[type];
  return confirmation && { title: confirmation.title, message: confirmation.message(count) };
}

export const UPDATE_MODE_LABEL: Readonly<Record<UpdateMode, string>> = { manual: '手动', automatic: '自动' };

/** Spec 2 §4: what each update mode does when the selling price crosses the official-site price. */
export const UPDATE_MODE_EXPLANATION: Readonly<Record<UpdateMode, string>> = {
  manual: '售价高于或低于官网价时，需手动上架或下架商品',
  automatic: '售价高于或低于官网价时，系统自动上架或下架商品',
};

export const BATCH_REFUSED_TITLE = '部分商品未处理';

/**
 * The line above the refused goods of a batch.
 * @example batchRefusedSummary({ done: 2, refused: 1 }) === '已处理2件商品，以下1件未处理：'
 */
export const batchRefusedSummary = ({ done, refused }: { done: number; refused: number }): string =>
  done > 0 ? `已处理${done}件商品，以下${refused}件未处理：` : `选中的${refused}件商品均未处理：`;
