// Operator-side goods management (spec 2 §4): a list and the commands, with the engine's transitions.
import {
  BATCH_COMMAND_TYPES,
  SINGLE_COMMAND_TYPES,
  applyBatchCommand,
  applyCommand,
  GOODS_NOT_FOUND,
  GOODS_STATUS_LABEL,
  MULTI_VALUE_SEPARATOR,
  NOTHING_SELECTED,
} from '../../../engine';
import type { BatchGoodsCommand, GoodsStatus, SingleGoodsCommand } from '../../../engine';
import type { ManagedGoodsPage, ManagedGoodsView } from '../../../engine/contract';
import { CODE, fail, invalid, notFound, ok, refused } from '../answer';
import type { ManagedRecord, ShopDb } from '../db';
import { page } from '../input';
import { requirePermission } from '../permissions';
import type { Input } from '../input';
import { provinces } from '../region-data';
import { post } from '../router';
import type { Route } from '../router';

const STATUSES = Object.keys(GOODS_STATUS_LABEL) as GoodsStatus[];

/** The restricted regions by name, joined as the backend joins a multi-value label (spec 2 §9). */
const regionNames = (ids: readonly string[]) =>
  ids.map((id) => provinces().byId.get(Number(id))?.regionName ?? id).join(MULTI_VALUE_SEPARATOR);

const view = (record: ManagedRecord): ManagedGoodsView => ({
  ...record,
  statusName: GOODS_STATUS_LABEL[record.status],
  restrictedRegionNames: regionNames(record.restrictedRegions),
});

/** How many of the goods are in each status: the screen's tab counts. */
const countsByStatus = (records: readonly ManagedRecord[]) =>
  Object.fromEntries(
    STATUSES.map((status) => [status, records.filter((record) => record.status === status).length]),
  ) as ManagedGoodsPage['statusCounts'];

function managed(db: ShopDb, code: string): ManagedRecord {
  return db.managed.find((record) => record.goodsSkuCode === code) ?? notFound(GOODS_NOT_FOUND);
}

/** A command on one goods as the request names it: 审核不通过 carries the reason, 手动/自动 the mode. */
function commandOf(type: SingleGoodsCommand['type'], input: Input): SingleGoodsCommand {
  if (type === 'setUpdateMode') return { type, mode: input.oneOf('mode', ['manual', 'automatic']) };
  // The engine checks the reason (reviewReasonError) and refuses with its message.
  if (type === 'rejectReview') return { type, reason: input.field('reason') };
  return { type };
}

export const managementRoutes: Route[] = [
  post('/mall/goodsManagement/pageList', 'user', (context): ManagedGoodsPage => {
    requirePermission(context, 'goodsManagement');
    const { db, input } = context;
    const status = input.has('status') ? input.oneOf('status', STATUSES) : undefined;
    const keyword = input.optionalText('keyword', { max: 50 });
    const found = db.managed.filter(
      (record) => !keyword || record.goodsName.includes(keyword) || record.goodsSkuCode.includes(keyword),
    );
    const records = found.filter((record) => !status || record.status === status);
    return {
      ...page(records.map(view), input.paging(10)),
      statusLabels: GOODS_STATUS_LABEL,
      statusCounts: countsByStatus(found),
    };
  }),
  post('/mall/goodsManagement/command', 'user', (context) => {
    requirePermission(context, 'goodsManagement');
    const { db, input, rules } = context;
    const single = [...SINGLE_COMMAND_TYPES, 'setUpdateMode'] as const;
    const type = input.oneOf('type', [...single, ...BATCH_COMMAND_TYPES]);
    if ((single as readonly string[]).includes(type)) {
      const record = managed(db, input.text('goodsSkuCode', { message: NOTHING_SELECTED }));
      const command = commandOf(type as SingleGoodsCommand['type'], input);
      // The engine's transition for this shop (审核不通过 follows its capability), never one of our own.
      const result = applyCommand(record, command, rules.capabilities);
      if (!result.ok || !result.goods) return refused(result.message);
      Object.assign(record, result.goods);
      return ok(view(record), result.message);
    }
    const codes = input.list('goodsSkuCodes', { message: NOTHING_SELECTED });
    if (codes.length === 0) invalid(NOTHING_SELECTED);
    const records = codes.map((code) =>
      managed(db, typeof code === 'string' ? code : invalid('商品编码格式不正确')),
    );
    const result = applyBatchCommand(records, { type } as BatchGoodsCommand);
    const refusedCodes = new Set(result.refused.map((each) => each.goodsSkuCode));
    if (refusedCodes.size === records.length) fail(CODE.refused, result.message, { refused: result.refused });
    const after = new Map(result.goods.map((goods) => [goods.goodsSkuCode, goods]));
    db.managed = db.managed.flatMap((record) => {
      if (!records.includes(record)) return [record];
      const changed = after.get(record.goodsSkuCode);
      return changed ? [Object.assign(record, changed)] : [];
    });
    return ok({ refused: result.refused }, result.message);
  }),
];
