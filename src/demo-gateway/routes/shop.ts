// The shop itself: info, theme, encryption, nav links, help centre, server time, guest permission codes.
import { ok, notFound } from '../answer';
import { profileOf } from '../db';
import { HELP_COLUMNS } from '../catalogue';
import { GUEST_CODES } from '../seed';
import {
  CLIENT_TYPE,
  commodityCentrePath,
  DEFAULT_THEME_COLOUR,
  helpArticlePath,
  PERMISSION_CODES,
  shopFacts,
} from '../../../engine';
import type {
  EncryptionInfo,
  FunctionItem,
  HelpCenter,
  NavLink,
  ShopTheme,
  TrimColumn,
} from '../../../engine/contract';
import { get, post } from '../router';
import type { Route } from '../router';
import { imageUrl } from '../views';

/** Paths whose request body is encrypted / whose answer data is encrypted (docs/gateway.md). */
export const ENCRYPTED_REQUESTS = ['/member/addOrEditMemberAddress'];
export const ENCRYPTED_ANSWERS = ['/member/getMemberAddressList'];

/** Nav links every shop has besides its profile's: one without a URL shows the 'jump URL abnormal' warning. */
const DEFAULT_NAV_LINKS: NavLink[] = [
  { columnName: '帮助中心', columnLink: helpArticlePath(101), openMode: 1 },
  { columnName: '商品中心', columnLink: commodityCentrePath(), openMode: 1 },
  { columnName: '企业采购热线', columnLink: 'tel:400-800-8888', openMode: 2 },
  { columnName: '活动专区（敬请期待）', columnLink: '', openMode: 2 },
];

export const functionList = (codes: readonly string[]): FunctionItem[] =>
  codes.map((functionCode) => ({
    functionCode,
    functionName: PERMISSION_CODES[functionCode] ?? functionCode,
  }));

export const shopRoutes: Route[] = [
  get('/mall/website/queryWebsiteInfo', 'public', ({ db }) => {
    const profile = profileOf(db);
    // The shop info the engine's rules read, over the engine defaults (so every flag is set).
    const info = shopFacts(profile);
    const logo = profile.theme?.logo ?? imageUrl(`logo-${profile.shop.mallPath}`, 160, 48);
    return {
      id: profile.shop.id,
      websiteDomain: `${profile.shop.mallPath}.demo.local`,
      websiteName: profile.shop.name,
      websiteType: profile.type,
      websiteLogo: logo,
      websitePcLogo: profile.theme?.pcLogo ?? logo,
      // A resolved profile holds every label the engine defaults set, the unit name among them.
      websiteUnit: profile.labels?.unitName ?? null,
      isCustomerService: info.isCustomerService,
      staffId: `demo-staff-${profile.shop.id}`,
      projectName: profile.shop.name,
      customProjectWebsiteType: profile.customProject ?? null,
      openVisitors: info.openVisitors,
      showSales: info.showSales,
      isPointsDesignatedGoods: info.isPointsDesignatedGoods,
      openRegistry: info.openRegistry,
      hasEquity: info.hasEquity,
      provinceId: info.provinceId ?? null,
      provinceName: info.provinceName ?? null,
      cityId: info.cityId ?? null,
      cityName: info.cityName ?? null,
      countyId: info.countyId ?? null,
      countyName: info.countyName ?? null,
    };
  }),
  get('/mall/website/queryInterfaceEncryption', 'public', ({ db }): EncryptionInfo => ({
    encryptionUrlPath: ENCRYPTED_REQUESTS,
    decryptionUrlPath: ENCRYPTED_ANSWERS,
    ...db.encryption,
  })),
  get('/mall/website/queryWebsiteTheme', 'public', ({ db }): ShopTheme => ({
    pcThemeColor: profileOf(db).theme?.color ?? DEFAULT_THEME_COLOUR,
  })),
  get('/mall/websitePc/getWebsiteTrimColumn', 'public', ({ db }): TrimColumn[] => {
    const configured = (profileOf(db).menus?.navLinks ?? []).map((link): NavLink => ({
      columnName: link.title,
      columnLink: link.url ?? link.path ?? '',
      openMode: link.openMode ?? 1,
    }));
    return [
      {
        id: 1,
        columnName: '顶部导航',
        fixedContent: JSON.stringify({ navLinkList: [...configured, ...DEFAULT_NAV_LINKS] }),
      },
    ];
  }),
  get('/mall/website/help/queryWebsiteHelpCenterVo', 'public', ({ db }): HelpCenter => {
    const { labels = {}, theme = {} } = profileOf(db);
    let id = 100;
    return {
      customerService: {
        customerServiceTimeStart: labels.serviceHours?.split('-')[0]?.trim() ?? '09:00',
        customerServiceTimeEnd: labels.serviceHours?.split('-')[1]?.trim() ?? '18:00',
        customerHotline: labels.hotline ?? '400-800-8888',
        websiteRecordNumber: labels.recordNumber ?? '京ICP备12345678号-1',
        websiteBottomColor: theme.footerBackground ?? '#2B2B2B',
        websiteBottomFontColor: theme.footerText ?? '#CCCCCC',
      },
      parentColumnList: HELP_COLUMNS.map((column) => ({
        columnName: column.columnName,
        columnList: column.columns.map(([columnName, showed]) => ({ id: (id += 1), columnName, showed })),
      })),
    };
  }),
  get('/mall/website/help/getHelpContent', 'public', ({ db, input }) => {
    const id = input.text('id', { message: '请选择帮助内容' });
    return db.help.get(id) ?? notFound('帮助内容不存在');
  }),
  post('/mall/seckillFront/front/systemTime', 'public', ({ now }) => now),
  post('/mall/function/queryFunctionList', 'public', ({ input }) => {
    input.oneOf('functionTerminal', [CLIENT_TYPE.pc], CLIENT_TYPE.pc);
    return ok(functionList(GUEST_CODES));
  }),
];
