// The logged-in member: user info, permission codes, addresses, histories, privacy consent, equity cards.
import { randomBytes } from 'node:crypto';
import {
  ADDRESS_FORM_FIELDS,
  ADDRESS_MESSAGES,
  ADDRESS_WRITE_MESSAGES,
  addressPath,
  addressRules,
  CLIENT_TYPE,
  defaultFirst,
  HISTORY_DELETE_SUCCESS,
  historyAfterDeletion,
  maskPhone,
  MEMBER_LIST_TEXT,
  newAddressRefusal,
  validateAddress,
  WHITE_LIST_STATE,
} from '../../../engine';
import type { AddressFormField } from '../../../engine';
import type {
  Address,
  BrowseRecord,
  EquityCard,
  EquityCardDetail,
  EquitySummary,
  PrivacyRecord,
  UserInfo,
} from '../../../engine/contract';
import { invalid, notFound, ok, refused } from '../answer';
import { profileOf } from '../db';
import type { ShopDb, StoredAddress, User } from '../db';
import { keptText } from '../free-text';
import { page, refuseInvalid } from '../input';
import { regionPath, regionSelection } from '../regions';
import { get, post } from '../router';
import type { Context, Route } from '../router';
import { shanghaiTime } from '../time';
import { goodsView, imageUrl } from '../views';
import { functionList } from './shop';
import { findSku } from './goods';

const MAX_HISTORY = 100;

export const addressView = (address: StoredAddress): Address => ({
  ...address,
  addressId: address.id,
  path: addressPath(address),
});

function ensureDefault(user: User): void {
  if (user.addresses.length > 0 && !user.addresses.some((address) => address.isDefault === 1)) {
    const first = user.addresses[0];
    if (first) first.isDefault = 1;
  }
}

function setDefault(user: User, address: StoredAddress): void {
  for (const each of user.addresses) each.isDefault = each === address ? 1 : 0;
}

/** The address form (spec 1 §5) checked by the engine with the shop's limits and capabilities. */
function checkedAddress({ input, rules }: Context, fields: readonly AddressFormField[]) {
  const selected = regionSelection({
    provinceId: input.optionalNumber('provinceId'),
    cityId: input.optionalNumber('cityId'),
    countyId: input.optionalNumber('countyId'),
    townId: input.optionalNumber('townId'),
  });
  const values = {
    receiverName: keptText(input.field('receiverName')),
    receiverPhone: input.field('receiverPhone').trim(),
    region: { selected, districtOnly: rules.capabilities['address.districtOnly'] },
    detail: keptText(input.field('receiverAddress')),
    alias: keptText(input.field('aliasName')),
  };
  refuseInvalid(validateAddress(values, addressRules(rules.limits.address, rules.capabilities, fields)));
  return values;
}

function addressFields(context: Context) {
  const { region, detail, alias, ...receiver } = checkedAddress(context, ADDRESS_FORM_FIELDS);
  return {
    ...(regionPath(region.selected) ?? invalid(ADDRESS_MESSAGES.regionIncomplete)),
    ...receiver,
    receiverAddress: detail,
    aliasName: alias,
    isDefault: context.input.flag('isDefault', 0),
  };
}

function userAddress(user: User, id: number): StoredAddress {
  return user.addresses.find((address) => address.id === id) ?? notFound('地址不存在');
}

function historyRecords(db: ShopDb, user: User, now: number): BrowseRecord[] {
  return user.browseHistory.flatMap(({ goodsSkuCode, time }) => {
    const sku = db.skus.get(goodsSkuCode);
    return sku ? [{ ...goodsView(sku, now), browseTime: shanghaiTime(time) }] : [];
  });
}

export const memberRoutes: Route[] = [
  get('/mall/member/basicinfo', 'user', ({ user }): UserInfo => ({
    id: user.id,
    account: user.account,
    nickName: user.nickName,
    phone: maskPhone(user.phone),
    headPortrait: user.avatar ?? imageUrl(`avatar-${user.account}`, 96, 96),
    roleId: user.roleId,
    levelId: user.levelId,
    labelImg: imageUrl(`level-${user.levelId}`, 48, 16),
    operationCode: user.codes,
    supplier: user.supplier,
  })),
  post('/mall/function/queryUserFunctionList', 'user', ({ user, input }) => {
    input.oneOf('clientType', [CLIENT_TYPE.pc], CLIENT_TYPE.pc);
    return functionList(user.codes);
  }),
  // On the shop's own origin, whatever that is: the gateway never learns it (the server hands every request
  // over on a fixed origin, docs/security.md), and the storefront resolves a path against its page.
  post('/mall/member/generateLoginAdminUrl', 'user', ({ db }) => {
    const ticket = randomBytes(12).toString('hex');
    return `/api/cdn/admin/orders.html?mallPath=${encodeURIComponent(profileOf(db).shop.mallPath)}&ticket=${ticket}`;
  }),

  post('/mall/member/getMemberAddressList', 'user', ({ user }) =>
    defaultFirst(user.addresses).map(addressView),
  ),
  post('/mall/member/addOrEditMemberAddress', 'user', (context) => {
    const { user, input, db } = context;
    const id = input.optionalNumber('id');
    const fields = addressFields(context);
    if (id !== undefined) {
      const address = Object.assign(userAddress(user, id), fields);
      if (fields.isDefault === 1) setDefault(user, address);
      ensureDefault(user);
      return ok(addressView(address), ADDRESS_WRITE_MESSAGES.update.success);
    }
    const full = newAddressRefusal(user.addresses.length);
    if (full) refused(full);
    db.sequence += 1;
    const address: StoredAddress = { ...fields, id: db.sequence };
    user.addresses.push(address);
    if (fields.isDefault === 1) setDefault(user, address);
    ensureDefault(user);
    return ok(addressView(address), ADDRESS_WRITE_MESSAGES.create.success);
  }),
  post('/mall/member/delMemberAddress', 'user', ({ user, input }) => {
    const address = userAddress(user, input.number('id', { message: '请选择要删除的地址' }));
    user.addresses = user.addresses.filter((each) => each !== address);
    ensureDefault(user);
    return ok(null, ADDRESS_WRITE_MESSAGES.remove.success);
  }),
  post('/mall/website/place/order/address/update', 'user', (context) => {
    const { user, input } = context;
    const address = userAddress(user, input.number('addressId', { message: '请选择要修改的地址' }));
    const { receiverName, receiverPhone } = checkedAddress(context, ['receiverName', 'receiverPhone']);
    const isDefault = input.flag('isDefault');
    Object.assign(address, { receiverName, receiverPhone });
    if (isDefault === 1) setDefault(user, address);
    else address.isDefault = 0;
    ensureDefault(user);
    return ok(addressView(address), ADDRESS_WRITE_MESSAGES.update.success);
  }),

  post('/mall/memberSurfHistory/addBrowseHistory', 'user', ({ db, user, input, now }) => {
    input.oneOf('clientType', [CLIENT_TYPE.browseHistory, CLIENT_TYPE.pc], CLIENT_TYPE.browseHistory);
    const sku = findSku(
      db,
      input.text('goodsCode', { message: '缺少商品编码' }),
      input.optionalText('goodsSkuCode'),
    );
    user.browseHistory = [
      { goodsSkuCode: sku.goodsSkuCode, time: now },
      ...user.browseHistory.filter((entry) => entry.goodsSkuCode !== sku.goodsSkuCode),
    ].slice(0, MAX_HISTORY);
    return ok(null, '记录成功');
  }),
  post('/mall/memberSurfHistory/pageList', 'user', ({ db, user, input, now }) =>
    page(historyRecords(db, user, now), input.paging()),
  ),
  post('/mall/memberSurfHistory/clear', 'user', ({ user, input }) => {
    const code = input.optionalText('goodsSkuCode');
    user.browseHistory =
      code === undefined ? [] : user.browseHistory.filter((entry) => entry.goodsSkuCode !== code);
    return ok(null, MEMBER_LIST_TEXT.historyDeleted);
  }),

  get('/mall/goods/getRecentSearchKey', 'public', ({ currentUser }) => currentUser?.searchHistory ?? []),
  post('/mall/goods/clearRecentSearchKey', 'user', ({ user, input, rules }) => {
    const keyword = input.optionalText('searchKey', { max: rules.limits.search.keywordMax });
    user.searchHistory = historyAfterDeletion(user.searchHistory, keyword);
    return ok(null, HISTORY_DELETE_SUCCESS);
  }),

  get(
    '/mall/userPrivacyPolicy/website/getPrivacyPolicyAgreeRecord',
    'user',
    ({ db, user }): PrivacyRecord => ({
      ...db.privacyPolicy,
      isPopup: user.privacyAgreed ? 0 : 1,
    }),
  ),
  post('/mall/userPrivacyPolicy/website/addAgreeRecord', 'user', ({ db, user, input }) => {
    const id = input.number('privacyPolicyId', { message: '缺少隐私协议编号' });
    if (id !== db.privacyPolicy.privacyPolicyId) notFound('隐私协议不存在或已更新');
    const agree = input.oneOf('isAgree', [0, 1]);
    if (agree === 1) user.privacyAgreed = true;
    return ok({ privacyPolicyId: id, isAgree: agree }, agree === 1 ? '已同意隐私协议' : '已记录');
  }),

  get('/mall/member/interestsCard/memberInterestsCardWhiteListPage', 'user', ({ db, rules, input, now }) => {
    const state = input.oneOf('whiteListState', Object.values(WHITE_LIST_STATE), WHITE_LIST_STATE.inForce);
    const cards = rules.capabilities['equity.enabled'] ? db.equityCards : [];
    const records = cards
      .filter((card) => card.expirationTime > now === (state === WHITE_LIST_STATE.inForce))
      .map(({ interestsCardId, interestsCardName, cardBackgroundValue, expirationTime }): EquityCard => ({
        interestsCardId,
        interestsCardName,
        cardBackgroundValue,
        expirationTime: shanghaiTime(expirationTime),
        whiteListState: state,
      }));
    return page(records, input.paging(rules.limits.lists.equityPageSize));
  }),
  get('/mall/member/interestsCard/memberInterestsCardCensus', 'user', ({ db, rules, now }): EquitySummary => {
    const valid = rules.capabilities['equity.enabled']
      ? db.equityCards.filter((card) => card.expirationTime > now).length
      : 0;
    return { useCount: valid, unclaimedCount: Math.min(valid, 1) };
  }),
  get('/mall/member/interestsCard/detail', 'browse', ({ db, input, now }): EquityCardDetail => {
    const id = input.number('id', { message: '缺少权益卡编号' });
    const card = db.equityCards.find((each) => each.interestsCardId === id) ?? notFound('权益卡不存在');
    return {
      interestsCardId: card.interestsCardId,
      interestsCardName: card.interestsCardName,
      cardBackgroundValue: card.cardBackgroundValue,
      expirationTime: shanghaiTime(card.expirationTime),
      expired: card.expirationTime <= now,
      description: card.description,
      goodsList: card.goodsSkuCodes.flatMap((code) => {
        const sku = db.skus.get(code);
        return sku ? [{ ...goodsView(sku, now), interestsCardLinkId: card.interestsCardId }] : [];
      }),
    };
  }),
];
