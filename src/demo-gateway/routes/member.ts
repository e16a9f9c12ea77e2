// The logged-in member: user info, permission codes, addresses, histories, privacy consent, equity cards.
import { randomBytes } from 'node:crypto';
import { invalid, notFound, ok, refused } from '../answer';
import { profileOf } from '../db';
import type { ShopDb, StoredAddress, User } from '../db';
import { page } from '../input';
import { regionPath } from '../regions';
import { get, post } from '../router';
import type { Context, Route } from '../router';
import { shanghaiTime } from '../time';
import { goodsView, imageUrl } from '../views';
import { functionList } from './shop';
import { findSku } from './goods';

const MAX_ADDRESSES = 20;
const MAX_HISTORY = 100;

export const addressView = (address: StoredAddress) => ({
  ...address,
  addressId: address.id,
  path: [address.provinceName, address.cityName, address.countyName, address.townName ?? ''].join(''),
});

const maskPhone = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

function ensureDefault(user: User): void {
  if (user.addresses.length > 0 && !user.addresses.some((address) => address.isDefault === 1)) {
    const first = user.addresses[0];
    if (first) first.isDefault = 1;
  }
}

function setDefault(user: User, address: StoredAddress): void {
  for (const each of user.addresses) each.isDefault = each === address ? 1 : 0;
}

function phoneOf({ input }: Context): string {
  const phone = input.text('receiverPhone', { message: '手机号不能为空' });
  if (phone.length !== 11) invalid('手机号码长度不正确');
  if (!/^1[3-9]\d{9}$/.test(phone)) invalid('请输入正确的手机号');
  return phone;
}

function receiverNameOf({ input, db }: Context): string {
  const max = profileOf(db).limits?.address?.receiverNameMax ?? 20;
  return input.text('receiverName', {
    message: '请输入收货人',
    min: 1,
    max,
    lengthMessage: `长度在 1 到 ${max} 个字符`,
  });
}

/** The address form's rules (spec 1 §5), with the shop's limits and alias rules from its profile. */
function addressFields(context: Context) {
  const { input, db } = context;
  const profile = profileOf(db);
  const limits = profile.limits?.address ?? {};
  const aliasRequired = profile.capabilities?.['address.aliasRequired'] === true;
  const receiverName = receiverNameOf(context);
  const receiverPhone = phoneOf(context);
  const ids = {
    provinceId: input.number('provinceId', { message: '请选择地址' }),
    cityId: input.number('cityId', { message: '请选择完整的所在地区' }),
    countyId: input.number('countyId', { message: '请选择完整的所在地区' }),
    townId: input.optionalNumber('townId'),
  };
  const region = regionPath(ids) ?? invalid('请选择完整的所在地区');
  const receiverAddress = input.text('receiverAddress', {
    message: '请输入详细地址',
    max: limits.detailMax ?? 80,
    lengthMessage: `详细地址不能超过${limits.detailMessageMax ?? 100}个字符`,
  });
  const aliasMin = limits.aliasMin ?? 1;
  const aliasMax = limits.aliasMax ?? 10;
  const hint = profile.capabilities?.['address.aliasHint'];
  const aliasName = input.text('aliasName', {
    required: aliasRequired,
    message: `请输入${String(profile.capabilities?.['address.aliasLabel'] ?? '地址别名')}`,
    min: aliasMin,
    max: aliasMax,
    lengthMessage: typeof hint === 'string' ? hint : `长度在 ${aliasMin} 到 ${aliasMax} 个字符`,
  });
  return {
    ...region,
    receiverName,
    receiverPhone,
    receiverAddress,
    aliasName,
    isDefault: input.flag('isDefault', 0),
  };
}

function userAddress(user: User, id: number): StoredAddress {
  return user.addresses.find((address) => address.id === id) ?? notFound('地址不存在');
}

function historyRecords(db: ShopDb, user: User, now: number) {
  return user.browseHistory.flatMap(({ goodsSkuCode, time }) => {
    const sku = db.skus.get(goodsSkuCode);
    return sku ? [{ ...goodsView(sku, now), browseTime: shanghaiTime(time) }] : [];
  });
}

const hasEquityCodes = (user: User) => user.codes.includes('F000370') || user.codes.includes('F000514');

export const memberRoutes: Route[] = [
  get('/mall/member/basicinfo', 'user', ({ user }) => ({
    id: user.id,
    account: user.account,
    nickName: user.nickName,
    phone: maskPhone(user.phone),
    headPortrait: imageUrl(`avatar-${user.account}`, 96, 96),
    roleId: user.roleId,
    levelId: user.levelId,
    labelImg: imageUrl(`level-${user.levelId}`, 48, 16),
    operationCode: user.codes,
    supplier: user.supplier,
  })),
  post('/mall/function/queryUserFunctionList', 'user', ({ user, input }) => {
    input.oneOf('clientType', [1001], 1001);
    return functionList(user.codes);
  }),
  post('/mall/member/generateLoginAdminUrl', 'user', ({ url, db }) => {
    const ticket = randomBytes(12).toString('hex');
    return `${url.origin}/api/cdn/admin/orders.html?mallPath=${encodeURIComponent(profileOf(db).shop.mallPath)}&ticket=${ticket}`;
  }),

  post('/mall/member/getMemberAddressList', 'user', ({ user }) =>
    [...user.addresses].sort((a, b) => b.isDefault - a.isDefault).map(addressView),
  ),
  post('/mall/member/addOrEditMemberAddress', 'user', (context) => {
    const { user, input, db } = context;
    const id = input.optionalNumber('id');
    const fields = addressFields(context);
    if (id !== undefined) {
      const address = Object.assign(userAddress(user, id), fields);
      if (fields.isDefault === 1) setDefault(user, address);
      ensureDefault(user);
      return ok(addressView(address), '修改地址成功!');
    }
    if (user.addresses.length >= MAX_ADDRESSES) refused(`收货地址最多只能添加${MAX_ADDRESSES}个`);
    db.sequence += 1;
    const address: StoredAddress = { ...fields, id: db.sequence };
    user.addresses.push(address);
    if (fields.isDefault === 1) setDefault(user, address);
    ensureDefault(user);
    return ok(addressView(address), '创建地址成功!');
  }),
  post('/mall/member/delMemberAddress', 'user', ({ user, input }) => {
    const address = userAddress(user, input.number('id', { message: '请选择地址' }));
    user.addresses = user.addresses.filter((each) => each !== address);
    ensureDefault(user);
    return ok(null, '删除成功');
  }),
  post('/mall/website/place/order/address/update', 'user', (context) => {
    const { user, input } = context;
    const address = userAddress(user, input.number('addressId', { message: '请选择地址' }));
    const receiverName = receiverNameOf(context);
    const receiverPhone = phoneOf(context);
    const isDefault = input.flag('isDefault');
    Object.assign(address, { receiverName, receiverPhone });
    if (isDefault === 1) setDefault(user, address);
    else address.isDefault = 0;
    ensureDefault(user);
    return ok(addressView(address), '修改地址成功!');
  }),

  post('/mall/memberSurfHistory/addBrowseHistory', 'user', ({ db, user, input, now }) => {
    input.oneOf('clientType', [1, 1001], 1);
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
    return ok(null, '删除成功');
  }),

  get('/mall/goods/getRecentSearchKey', 'public', ({ currentUser }) => currentUser?.searchHistory ?? []),
  post('/mall/goods/clearRecentSearchKey', 'user', ({ user, input }) => {
    const keyword = input.optionalText('searchKey', { max: 50 });
    user.searchHistory = keyword === undefined ? [] : user.searchHistory.filter((entry) => entry !== keyword);
    return ok(null, '删除成功！');
  }),

  get('/mall/userPrivacyPolicy/website/getPrivacyPolicyAgreeRecord', 'user', ({ db, user }) => ({
    ...db.privacyPolicy,
    isPopup: user.privacyAgreed ? 0 : 1,
  })),
  post('/mall/userPrivacyPolicy/website/addAgreeRecord', 'user', ({ db, user, input }) => {
    const id = input.number('privacyPolicyId', { message: '缺少隐私协议编号' });
    if (id !== db.privacyPolicy.privacyPolicyId) notFound('隐私协议不存在或已更新');
    const agree = input.oneOf('isAgree', [0, 1]);
    if (agree === 1) user.privacyAgreed = true;
    return ok({ privacyPolicyId: id, isAgree: agree }, agree === 1 ? '已同意隐私协议' : '已记录');
  }),

  get('/mall/member/interestsCard/memberInterestsCardWhiteListPage', 'user', ({ db, user, input, now }) => {
    const state = input.oneOf('whiteListState', [1001, 1002], 1001);
    const cards = hasEquityCodes(user) ? db.equityCards : [];
    const records = cards
      .filter((card) => card.expirationTime > now === (state === 1001))
      .map(({ interestsCardId, interestsCardName, cardBackgroundValue, expirationTime }) => ({
        interestsCardId,
        interestsCardName,
        cardBackgroundValue,
        expirationTime: shanghaiTime(expirationTime),
        whiteListState: state,
      }));
    return page(records, input.paging(200));
  }),
  get('/mall/member/interestsCard/memberInterestsCardCensus', 'user', ({ db, user, now }) => {
    const valid = hasEquityCodes(user)
      ? db.equityCards.filter((card) => card.expirationTime > now).length
      : 0;
    return { useCount: valid, unclaimedCount: Math.min(valid, 1) };
  }),
  get('/mall/member/interestsCard/detail', 'browse', ({ db, input, now }) => {
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
