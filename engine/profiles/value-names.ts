// The names an operator reads for a profile's values, beside the defaults they name: `npm run profiles:diff`
// says a change of `/theme/color` as 主题色 #E4393C → #1E6FD9. A value without a name of its own is named by
// its section and key (限制·购物车 maxLines), so a new value is never left out.

/** Names of single values, by JSON pointer. */
const VALUE_NAMES: Readonly<Record<string, string>> = {
  '/shop/id': '商城编号',
  '/shop/mallPath': '商城路径',
  '/shop/name': '商城名称',
  '/type': '商城类型',
  '/customProject': '定制项目类型',
  '/shopInfo/openVisitors': '游客浏览（默认店铺信息）',
  '/shopInfo/showSales': '显示已售（默认店铺信息）',
  '/shopInfo/isPointsDesignatedGoods': '积分指定商品（默认店铺信息）',
  '/shopInfo/openRegistry': '开放注册（默认店铺信息）',
  '/shopInfo/isCustomerService': '在线客服（默认店铺信息）',
  '/shopInfo/hasEquity': '权益卡（默认店铺信息）',
  '/theme/color': '主题色',
  '/theme/logo': 'Logo',
  '/theme/pcLogo': '宽版 Logo',
  '/theme/footerBackground': '页脚背景色',
  '/theme/footerText': '页脚文字色',
  '/labels/unitName': '积分单位名称',
  '/labels/shopName': '商城名称（网关未返回时）',
  '/labels/searchPlaceholder': '搜索框提示',
  '/labels/sourcingButton': '寻源按钮文字',
  '/labels/hotline': '客服热线',
  '/labels/serviceHours': '服务时间',
  '/labels/recordNumber': '备案号',
  '/labels/topBanner': '顶部横幅',
  '/links/mobileSite': '手机版地址',
};

/** Names of sections, for the values inside them that have no name of their own. */
const SECTION_NAMES: Readonly<Record<string, string>> = {
  '/shopInfo': '默认店铺信息',
  '/theme': '主题',
  '/labels': '文案',
  '/links': '链接',
  '/limits/address': '限制·地址',
  '/limits/search': '限制·搜索',
  '/limits/purchaseRequest': '限制·求购',
  '/limits/images': '限制·图片',
  '/limits/afterSales': '限制·售后',
  '/limits/lists': '限制·列表',
  '/limits/timing': '限制·时间',
  '/limits/layout': '限制·布局',
  '/limits/invoices': '限制·发票',
  '/limits/select': '限制·下拉选择',
  '/limits/batchOrder': '限制·批量下单',
  '/limits': '限制',
};

/** What an operator calls the value at `pointer`. */
export function valueName(pointer: string): string {
  const named = VALUE_NAMES[pointer];
  if (named) return named;
  for (let section = pointer; section.includes('/'); section = section.slice(0, section.lastIndexOf('/'))) {
    const name = SECTION_NAMES[section];
    if (name && section !== pointer)
      return `${name} ${pointer.slice(section.length + 1).replaceAll('/', '.')}`;
  }
  return pointer;
}
