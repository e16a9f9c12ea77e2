// Operator-side goods management (spec 2 §4). The spec gives statuses and commands but no codes or calls,
// so statuses are named here and every command is a guarded transition over one goods.
import type { Capabilities } from '../capabilities/catalogue';
import { checkText, type TextRule } from './forms/field-rules';
import { cleanFreeText } from './forms/free-text';

export const GOODS_STATUS_LABEL = {
  draft: '草稿',
  onSale: '在售',
  listed: '已上架',
  stopped: '已停售',
  pendingReview: '待审核',
  rejected: '审核驳回',
  restrictionLifted: '已解除限制',
} as const;

export type GoodsStatus = keyof typeof GOODS_STATUS_LABEL;

/**
 * How goods follow the official-site price. Manual: the operator lists or unlists goods by hand when the
 * selling price goes above or below the official-site price. Automatic: they are listed or unlisted
 * automatically.
 */
export type UpdateMode = 'manual' | 'automatic';

export interface ManagedGoods {
  goodsSkuCode: string;
  status: GoodsStatus;
  /** Region ids where the goods may not be sold. */
  restrictedRegions: readonly string[];
  /** Sold on mall stock rather than real stock. */
  usesMallStock: boolean;
  updateMode: UpdateMode;
  /** Why the review was not passed, as the operator wrote it (审核不通过). */
  rejectReason?: string;
}

/** What a shop's 审核不通过 does: the capability `goodsManagement.reviewNotPassed`. */
export type GoodsManagementSettings = Pick<Capabilities, 'goodsManagement.reviewNotPassed'>;

interface CommandRule {
  /** Statuses the command accepts; undefined means any. */
  from?: readonly GoodsStatus[];
  /** A further guard, with the refusal it gives. */
  requires?: { test: (goods: ManagedGoods) => boolean; refusal: string };
  /** The resulting status, or 'deleted'. */
  to: GoodsStatus | 'deleted';
  /** What else changes. */
  change?: Partial<ManagedGoods>;
  /** The verb in refusals: 草稿商品不可停售. */
  verb: string;
  message: string;
}

const SELLABLE: readonly GoodsStatus[] = ['onSale', 'listed', 'restrictionLifted'];

const APPROVE: CommandRule = { from: ['pendingReview'], to: 'onSale', verb: '审核', message: '审核通过' };
const STOP_SALE: CommandRule = { from: SELLABLE, to: 'stopped', verb: '停售', message: '商品已停售' };
const LIFT_RESTRICTION: CommandRule = {
  requires: { test: (goods) => goods.restrictedRegions.length > 0, refusal: '该商品没有限制区域' },
  to: 'restrictionLifted',
  // The goods becomes unrestricted everywhere.
  change: { restrictedRegions: [] },
  verb: '解除限制',
  message: '限制解除',
};

/**
 * 审核不通过, by the shop's setting. By default the goods goes to 审核驳回 with 审核不通过: an operator who
 * presses "not passed" gets what they asked for. 'onSale' is spec 2 §4 as written ("review not passed → on
 * sale, message 'review passed' (as configured)"). Both take 待审核 goods only.
 */
const REVIEW_NOT_PASSED: Readonly<
  Record<GoodsManagementSettings['goodsManagement.reviewNotPassed'], CommandRule>
> = {
  rejected: { from: ['pendingReview'], to: 'rejected', verb: '审核', message: '审核不通过' },
  onSale: APPROVE,
};

const SINGLE_COMMANDS = {
  approve: APPROVE,
  // The default outcome; reviewNotPassedRule gives the shop's.
  rejectReview: REVIEW_NOT_PASSED.rejected,
  list: {
    from: ['draft', 'stopped', 'restrictionLifted'],
    to: 'listed',
    verb: '上架',
    message: '商品已上架',
  },
  stopSale: STOP_SALE,
  liftRestriction: LIFT_RESTRICTION,
  removeMallStock: {
    requires: { test: (goods) => goods.usesMallStock, refusal: '该商品未使用商城库存' },
    to: 'onSale',
    // From now on the goods sells on real stock.
    change: { usesMallStock: false },
    verb: '移除商城库存',
    message: '已移除',
  },
} satisfies Record<string, CommandRule>;

const BATCH_COMMANDS = {
  batchReview: APPROVE,
  batchOnSale: {
    from: ['listed', 'stopped', 'restrictionLifted'],
    to: 'onSale',
    verb: '上架',
    message: '商品已上架',
  },
  batchTakeOffShelf: { ...STOP_SALE, verb: '下架' },
  batchStopSale: STOP_SALE,
  batchLiftRestriction: LIFT_RESTRICTION,
  batchDelete: { from: ['draft'], to: 'deleted', verb: '删除', message: '删除成功' },
} satisfies Record<string, CommandRule>;

/** The commands on one goods that change its status or stock (the update mode is set apart). */
export type SingleCommandType = keyof typeof SINGLE_COMMANDS;
export type BatchCommandType = keyof typeof BATCH_COMMANDS;

/** The commands on one goods, in the order a row shows them. */
export const SINGLE_COMMAND_TYPES = Object.keys(SINGLE_COMMANDS) as readonly SingleCommandType[];
/** The commands on a selection, in the order the toolbar shows them. */
export const BATCH_COMMAND_TYPES = Object.keys(BATCH_COMMANDS) as readonly BatchCommandType[];

export type SingleGoodsCommand =
  | { type: Exclude<SingleCommandType, 'rejectReview'> }
  | { type: 'rejectReview'; reason: string }
  | { type: 'setUpdateMode'; mode: UpdateMode };

/** Longest reason for 审核不通过, in characters. */
export const REVIEW_REASON_MAX = 200;

const REVIEW_REASON_RULE: TextRule = {
  required: '请填写不通过原因',
  max: REVIEW_REASON_MAX,
  lengthMessage: `不通过原因不能超过${REVIEW_REASON_MAX}个字符`,
};

/** Why a reason for 审核不通过 cannot be sent (required, at most REVIEW_REASON_MAX characters), or undefined. */
export const reviewReasonError = (reason: string): string | undefined =>
  checkText(reason, REVIEW_REASON_RULE);

/** The one reader of `goodsManagement.reviewNotPassed`: what 审核不通过 does in this shop. */
const reviewNotPassedRule = (settings: GoodsManagementSettings): CommandRule =>
  REVIEW_NOT_PASSED[settings['goodsManagement.reviewNotPassed']];

export type BatchGoodsCommand = { type: BatchCommandType };

export interface CommandResult {
  ok: boolean;
  /** The goods after the command; absent when it was deleted or the command was refused. */
  goods?: ManagedGoods;
  message: string;
}

export interface BatchResult {
  ok: boolean;
  /** The goods after the command, deleted ones removed and refused ones unchanged. */
  goods: ManagedGoods[];
  refused: { goodsSkuCode: string; message: string }[];
  message: string;
}

export const NOTHING_SELECTED = '请选择商品';
const UPDATE_MODE_SET = '设置成功';
/** A refused command whose answer named no reason. */
export const COMMAND_FAILED = '操作失败，请稍后重试';

function apply(goods: ManagedGoods, rule: CommandRule): CommandResult {
  if (rule.from && !rule.from.includes(goods.status)) {
    return { ok: false, message: `${GOODS_STATUS_LABEL[goods.status]}商品不可${rule.verb}` };
  }
  if (rule.requires && !rule.requires.test(goods)) return { ok: false, message: rule.requires.refusal };
  if (rule.to === 'deleted') return { ok: true, message: rule.message };
  return { ok: true, goods: { ...goods, ...rule.change, status: rule.to }, message: rule.message };
}

const RULES: Readonly<Record<SingleCommandType | BatchCommandType, CommandRule>> = {
  ...SINGLE_COMMANDS,
  ...BATCH_COMMANDS,
};

/**
 * Whether the command's transition accepts the goods as it is now: a screen offers the command only then.
 * @example commandAllowed({ …, status: 'draft' }, 'batchDelete') === true; commandAllowed({ …, status: 'onSale' }, 'batchDelete') === false
 */
export function commandAllowed(goods: ManagedGoods, type: SingleCommandType | BatchCommandType): boolean {
  return apply(goods, RULES[type]).ok;
}

/**
 * The success message of spec 2 §8 for a command; 审核不通过's follows the shop's setting.
 * @example commandSuccessMessage('batchStopSale', settings) === '商品已停售'
 */
export function commandSuccessMessage(
  type: SingleGoodsCommand['type'] | BatchCommandType,
  settings: GoodsManagementSettings,
): string {
  if (type === 'setUpdateMode') return UPDATE_MODE_SET;
  return type === 'rejectReview' ? reviewNotPassedRule(settings).message : RULES[type].message;
}

/**
 * Applies one command to one goods, checking its guard; 审核不通过 needs a reason and does what the shop's
 * setting says.
 * @example applyCommand(pendingGoods, { type: 'rejectReview', reason: '图片不清晰' }, { 'goodsManagement.reviewNotPassed': 'rejected' }) → { ok: true, goods: { …, status: 'rejected', rejectReason: '图片不清晰' }, message: '审核不通过' }
 */
export function applyCommand(
  goods: ManagedGoods,
  command: SingleGoodsCommand,
  settings: GoodsManagementSettings,
): CommandResult {
  if (command.type === 'setUpdateMode') {
    return { ok: true, goods: { ...goods, updateMode: command.mode }, message: UPDATE_MODE_SET };
  }
  if (command.type === 'rejectReview') {
    const problem = reviewReasonError(command.reason);
    if (problem) return { ok: false, message: problem };
    const rule = reviewNotPassedRule(settings);
    return apply(goods, { ...rule, change: { ...rule.change, rejectReason: cleanFreeText(command.reason) } });
  }
  return apply(goods, SINGLE_COMMANDS[command.type]);
}

/**
 * Applies a batch command to each selected goods; goods its guard refuses stay as they were and are reported.
 * `ok` means every goods was changed; the message is the success message when any was, else the first refusal.
 */
export function applyBatchCommand(goods: readonly ManagedGoods[], command: BatchGoodsCommand): BatchResult {
  if (goods.length === 0) return { ok: false, goods: [], refused: [], message: NOTHING_SELECTED };
  const rule = BATCH_COMMANDS[command.type];
  const results = goods.map((item) => ({ item, result: apply(item, rule) }));
  const refused = results
    .filter(({ result }) => !result.ok)
    .map(({ item, result }) => ({ goodsSkuCode: item.goodsSkuCode, message: result.message }));
  const changed = refused.length < goods.length;
  return {
    ok: refused.length === 0,
    goods: results.flatMap(({ item, result }) => (result.ok ? (result.goods ? [result.goods] : []) : [item])),
    refused,
    message: changed ? rule.message : (refused[0]?.message ?? rule.message),
  };
}
