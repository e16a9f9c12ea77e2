// What a shopper or an operator notices when a capability changes, in their words: one entry beside each
// capability of the catalogue (a new capability without one fails the type check). `npm run profiles:diff`
// states every change of a draft profile through these.
import { capabilityCatalogue } from './catalogue';
import type { CapabilityKey } from './catalogue';

type Effect =
  /** A flag: what is true when it is on, and when it is off. */
  | { on: string; off: string }
  /** A choice or a text: its name, and the words for its values (a text is quoted). */
  | { name: string; values?: Readonly<Record<string, string>> };

const ADDRESS_FIELD_NAMES = {
  receiverName: '收货人',
  receiverPhone: '手机号',
  region: '所在地区',
  detail: '详细地址',
  alias: '地址别名',
  isDefault: '默认地址',
};

export const CAPABILITY_EFFECTS: Readonly<Record<CapabilityKey, Effect>> = {
  'price.mode': { name: '计价方式', values: { money: '金额', points: '积分' } },
  'goodsCard.showPrice': { on: '商品卡片显示价格', off: '商品卡片不再显示价格' },
  'goodsCard.showSales': { on: '商品卡片显示已售数量', off: '商品卡片不再显示已售数量' },
  'goodsCard.pointsDesignatedOnly': {
    on: '积分只能购买指定商品，其余显示无法购买',
    off: '积分可购买所有商品',
  },
  'goodsCard.openInNewTab': { on: '商品详情在新标签页打开', off: '商品详情在当前页打开' },
  'nav.homeTab': { on: '导航显示「首页」', off: '导航不再显示「首页」' },
  'nav.goodsCentreTab': { on: '导航显示「商品中心」', off: '导航不再显示「商品中心」' },
  'header.logoLink': { on: '点击 Logo 回到首页', off: 'Logo 不再链接首页' },
  'orders.view': {
    name: '订单查看方式',
    values: { list: '订单列表', review: '订单审核', externalAdmin: '外部管理后台' },
  },
  'checkout.settlement': { name: '结算方式', values: { standard: '普通', jiCai: '集采' } },
  'cart.canAdd': { on: '可以加入购物车', off: '不能再加入购物车' },
  'visitors.allowed': { on: '游客无需登录即可浏览', off: '游客须先登录才能浏览' },
  'registration.enabled': { on: '登录页提供注册', off: '登录页不再提供注册' },
  'customerService.enabled': { on: '侧边栏提供在线客服', off: '侧边栏不再提供在线客服' },
  'equity.enabled': { on: '显示权益标签和权益页', off: '不再显示权益标签和权益页' },
  'sourcing.enabled': { on: '供应商可以寻源提交商品', off: '供应商不能再寻源提交商品' },
  'browseHistory.record': { on: '记录浏览历史', off: '不再记录浏览历史' },
  'afterSales.enabled': { on: '会员可以申请售后、查看售后记录', off: '会员不能再申请售后' },
  'invoices.enabled': { on: '会员可以管理发票抬头、申请开票', off: '发票中心不再显示' },
  'invoices.specialVat': {
    on: '企业抬头可以开增值税专用发票',
    off: '不再提供增值税专用发票',
  },
  'statements.enabled': { on: '会员可以查看、确认账单', off: '账单不再显示' },
  'balance.enabled': { on: '会员可以查看我的余额和余额明细', off: '不再显示我的余额' },
  'balance.payment': { on: '结算时可以用余额支付', off: '结算时不再提供余额支付' },
  'budgets.enabled': { on: '会员可以查看预算，结算时按预算检查', off: '不再显示预算管理，结算不再检查预算' },
  'budgets.overrun': {
    name: '超出预算的订单',
    values: { block: '拒绝提交', review: '转待审核', warn: '提示后照常提交' },
  },
  'batchOrder.enabled': { on: '会员可以从文件或粘贴批量下单', off: '不再提供批量下单' },
  'privacy.dialog': { on: '登录后弹出隐私协议', off: '登录后不再弹出隐私协议' },
  'address.aliasLabel': { name: '地址别名的标签' },
  'address.aliasRequired': { on: '地址别名必填', off: '地址别名改为选填' },
  'address.aliasHint': { name: '地址别名的提示' },
  'address.districtOnly': { on: '地区选择只到区县', off: '地区选择到街道' },
  'goodsManagement.reviewNotPassed': {
    name: '商品管理「审核不通过」的去向',
    values: { rejected: '审核驳回', onSale: '在售' },
  },
  'orderAddress.editableFields': { name: '结算时可改的地址字段', values: ADDRESS_FIELD_NAMES },
  'orderAddress.saveVia': {
    name: '结算时改过的地址保存到',
    values: { memberAddress: '会员地址簿', placeOrderAddress: '订单地址' },
  },
};

const worded = (value: unknown, values?: Readonly<Record<string, string>>): string => {
  if (Array.isArray(value)) return value.map((item) => worded(item, values)).join('、') || '无';
  if (typeof value === 'string') return values?.[value] ?? `「${value}」`;
  return String(value);
};

/** One line, in Chinese, of what changes for a shopper or an operator when `key` goes from `before` to `after`. */
export function capabilityEffect(key: CapabilityKey, before: unknown, after: unknown): string {
  const effect = CAPABILITY_EFFECTS[key];
  if ('on' in effect) return after === true ? effect.on : effect.off;
  if (Array.isArray(capabilityCatalogue[key].default)) {
    const had = new Set(before as string[]);
    const has = new Set(after as string[]);
    const added = [...has].filter((item) => !had.has(item));
    const removed = [...had].filter((item) => !has.has(item));
    return [
      added.length > 0 ? `${effect.name}增加${worded(added, effect.values)}` : '',
      removed.length > 0 ? `${effect.name}去掉${worded(removed, effect.values)}` : '',
    ]
      .filter(Boolean)
      .join('；');
  }
  return `${effect.name} ${worded(before, effect.values)} → ${worded(after, effect.values)}`;
}
