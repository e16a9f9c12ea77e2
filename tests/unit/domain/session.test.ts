import {
  draftKey,
  forgottenWithMember,
  safeRedirect,
  sidebarLoginTarget,
  sessionState,
  SESSION_KEYS,
  storageKey,
} from '../../../engine/domain/session';

const NOW = Date.UTC(2024, 5, 1);

describe('spec 2 §3: local storage keys are prefixed with the mall path', () => {
  it('the keys are token, expireTime, operationCode and redirect', () => {
    expect(SESSION_KEYS).toEqual(['token', 'expireTime', 'operationCode', 'redirect']);
  });

  it.each([
    { mallPath: 'points', key: 'token', expected: 'points:token' },
    { mallPath: 'procure', key: 'redirect', expected: 'procure:redirect' },
  ])('storageKey($mallPath, $key) is $expected', ({ mallPath, key, expected }) => {
    expect(storageKey(mallPath, key)).toBe(expected);
  });
});

describe('drafts are kept per shop, member and form', () => {
  it.each([
    {
      mallPath: 'points',
      member: 7,
      form: 'settlement-virtual',
      expected: 'points:draft:7:settlement-virtual',
    },
    {
      mallPath: 'points',
      member: 8,
      form: 'settlement-virtual',
      expected: 'points:draft:8:settlement-virtual',
    },
    {
      mallPath: 'procure',
      member: 7,
      form: 'settlement-virtual',
      expected: 'procure:draft:7:settlement-virtual',
    },
    {
      mallPath: 'points',
      member: 7,
      form: 'settlement-normal',
      expected: 'points:draft:7:settlement-normal',
    },
    {
      mallPath: 'points',
      member: null,
      form: 'purchase-request',
      expected: 'points:draft:guest:purchase-request',
    },
  ])('draftKey($mallPath, $member, $form) is $expected', ({ mallPath, member, form, expected }) => {
    expect(draftKey(mallPath, member, form)).toBe(expected);
  });
});

describe('forgetting the member (spec 1 §4: a logout clears all local storage)', () => {
  it.each([
    { key: 'points:token', ended: true },
    { key: 'points:expireTime', ended: true },
    { key: 'points:operationCode', ended: true },
    { key: 'points:draft:7:settlement-virtual', ended: true },
    { key: 'points:draft:guest:purchase-request', ended: true },
    { key: 'points:anythingElse', ended: true },
    { key: 'points:redirect', ended: false },
    { key: 'procure:token', ended: false },
    { key: 'procure:draft:7:settlement-jiCai', ended: false },
    { key: 'points-2:token', ended: false },
    { key: 'pointsx:token', ended: false },
    { key: 'bench:favourites-every-row', ended: false },
    { key: 'token', ended: false },
  ])("in shop points, '$key': forgotten from either storage when a login ends: $ended", ({ key, ended }) => {
    expect(forgottenWithMember('points', key, 'local', 'ended')).toBe(ended);
    expect(forgottenWithMember('points', key, 'session', 'ended')).toBe(ended);
    expect(forgottenWithMember('points', key, 'session', 'logout')).toBe(ended);
    expect(forgottenWithMember('points', key, 'local', 'logout')).toBe(true);
  });
});

describe('spec 2 §4: "logged in only if a token exists and expireTime is in the future; otherwise both are deleted"', () => {
  it.each([
    {
      rule: 'token and future expireTime',
      stored: { token: 't', expireTime: NOW + 1 },
      loggedIn: true,
      drop: false,
    },
    {
      rule: 'expireTime as digits',
      stored: { token: 't', expireTime: String(NOW + 60_000) },
      loggedIn: true,
      drop: false,
    },
    {
      rule: 'expireTime as Shanghai wall clock',
      stored: { token: 't', expireTime: '2024-06-01 08:00:01' },
      loggedIn: true,
      drop: false,
    },
    {
      rule: 'expireTime now is not the future',
      stored: { token: 't', expireTime: NOW },
      loggedIn: false,
      drop: true,
    },
    { rule: 'expired', stored: { token: 't', expireTime: NOW - 1 }, loggedIn: false, drop: true },
    { rule: 'token without expireTime', stored: { token: 't' }, loggedIn: false, drop: true },
    {
      rule: 'expireTime without token',
      stored: { token: null, expireTime: NOW + 1 },
      loggedIn: false,
      drop: true,
    },
    { rule: 'empty token', stored: { token: '', expireTime: NOW + 1 }, loggedIn: false, drop: true },
    {
      rule: 'unreadable expireTime',
      stored: { token: 't', expireTime: 'later' },
      loggedIn: false,
      drop: true,
    },
    {
      rule: 'operation codes left by an ended login',
      stored: { token: null, expireTime: null, operationCode: '["F000041"]' },
      loggedIn: false,
      drop: true,
    },
    { rule: 'nothing stored: nothing to drop', stored: {}, loggedIn: false, drop: false },
    {
      rule: 'nulls stored: nothing to drop',
      stored: { token: null, expireTime: null },
      loggedIn: false,
      drop: false,
    },
  ])('$rule', ({ stored, loggedIn, drop }) => {
    expect(sessionState(stored, NOW)).toEqual({ loggedIn, drop });
  });
});

describe('safeRedirect: only paths inside the same shop', () => {
  it.each([
    { rule: 'the shop root', target: '/points', expected: '/points' },
    { rule: 'a path in the shop', target: '/points/cart', expected: '/points/cart' },
    {
      rule: 'with query and hash',
      target: '/points/goodDetail/goodDetail?goodsCode=G1#top',
      expected: '/points/goodDetail/goodDetail?goodsCode=G1#top',
    },
    { rule: 'the root with a query', target: '/points?x=1', expected: '/points?x=1' },
    { rule: 'a path relative to the shop is prefixed', target: '/home?x=1', expected: '/points/home?x=1' },
    {
      rule: 'a path that only starts like the mall path is relative',
      target: '/pointsevil/home',
      expected: '/points/pointsevil/home',
    },
    {
      rule: 'another shop’s path stays inside this shop',
      target: '/procure/cart',
      expected: '/points/procure/cart',
    },
    {
      rule: 'encoded query values are kept',
      target: '/points/search?q=%2F%2Fx',
      expected: '/points/search?q=%2F%2Fx',
    },
  ])('keeps $rule', ({ target, expected }) => {
    expect(safeRedirect('points', target)).toBe(expected);
  });

  it.each([
    { rule: 'nothing', target: undefined },
    { rule: 'null', target: null },
    { rule: 'empty', target: '' },
    { rule: 'an absolute URL', target: 'https://evil.com/points' },
    { rule: 'a scheme-relative URL', target: '//evil.com' },
    { rule: 'a scheme-relative URL with the mall path', target: '//evil.com/points' },
    { rule: 'an encoded scheme-relative URL', target: '%2F%2Fevil.com' },
    { rule: 'a path that decodes to //', target: '/%2Fevil.com' },
    { rule: 'a doubly encoded //', target: '/%252Fevil.com' },
    { rule: 'a backslash trick', target: '/\\evil.com' },
    { rule: 'an encoded backslash', target: '/%5Cevil.com' },
    { rule: 'a backslash inside the shop path', target: '/points/..\\..\\evil' },
    { rule: 'javascript:', target: 'javascript:alert(1)' },
    { rule: 'javascript: after a space', target: ' javascript:alert(1)' },
    { rule: 'JaVaScRiPt:', target: 'JaVaScRiPt:alert(1)' },
    { rule: 'a data: URL', target: 'data:text/html,<script>alert(1)</script>' },
    { rule: 'a relative path without a slash', target: 'home' },
    { rule: 'a tab that browsers drop', target: '/\t/evil.com' },
    { rule: 'an encoded tab', target: '/%09/evil.com' },
    { rule: 'dot segments climbing out of the shop', target: '/points/../procure/cart' },
    { rule: 'encoded dot segments', target: '/points/%2e%2e/procure' },
    { rule: 'dot segments hidden behind an encoded ?', target: '/a%3F/../../procure' },
    { rule: 'malformed percent-encoding', target: '/points/%E0%A4%A' },
    { rule: 'the password change, which ended the login', target: '/points/userCenter/editPassword' },
    { rule: 'the password change, relative', target: '/userCenter/editPassword?x=1' },
    { rule: 'the password change in another case', target: '/points/usercenter/EditPassword/' },
  ])('gives the shop root for $rule', ({ target }) => {
    expect(safeRedirect('points', target)).toBe('/points');
  });
});

describe('sidebarLoginTarget: a guest logs in to what the sidebar tab opens (spec 1 §4)', () => {
  it.each([
    {
      tab: { key: 'personal-centre', title: '个人中心', path: '/userCenter/userCenterView2' },
      expected: '/userCenter/userCenterView2',
    },
    {
      tab: { key: 'equity', title: '权益中心', action: 'route', path: '/userCenter/equityCard' },
      expected: '/userCenter/equityCard',
    },
    { tab: { key: 'cart', title: '购物车', action: 'cartDrawer' }, expected: '/cart' },
    {
      tab: { key: 'favourites', title: '我的收藏', action: 'favouritesDrawer' },
      expected: '/userCenter/colct',
    },
    { tab: { key: 'orders', title: '我的订单', action: 'adminOrders' }, expected: undefined },
    {
      tab: { key: 'survey', title: '问卷调查', action: 'link', url: 'https://example.com' },
      expected: undefined,
    },
  ] as const)('$tab.title → $expected', ({ tab, expected }) => {
    expect(sidebarLoginTarget(tab)).toBe(expected);
  });
});
