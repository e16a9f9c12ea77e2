// One table of bad inputs, driven through the engine's form rules and through the demo gateway over real
// loopback HTTP: the storefront and its backend must give the same message for each (docs/architecture.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressRules,
  checkImage,
  chooseRegion,
  initialRegionState,
  resolveCapabilities,
  shopFacts,
  limitsOf,
  validateAddress,
  validatePurchaseRequest,
} from '../../../engine';
import type {
  AddressFormValues,
  Facts,
  PurchaseRequestValues,
  RegionState,
  ResolvedProfile,
  Validation,
} from '../../../engine';
import { checkProfileFolder } from '../../../scripts/lib/profiles-fs';
import { startServer } from '../../../scripts/serve';
import type { RunningServer } from '../../../scripts/serve';
import { aesDecrypt, aesEncrypt, client, fixtureFolders, PNG_BYTES } from './helpers';

let server: RunningServer;
let shops: ReadonlyMap<string, ResolvedProfile>;
const { call, token } = client(() => server.url);

beforeAll(async () => {
  const folders = await fixtureFolders();
  shops = (await checkProfileFolder(folders.profilesDir)).shops;
  server = await startServer({ port: 0, ...folders, now: () => Date.UTC(2026, 2, 1, 2), onError: () => {} });
});
afterAll(() => server.close());

interface Member {
  token: string;
  facts: Facts;
  secret: { aesKey: string; aesIv: string };
}

const members = new Map<string, Promise<Member>>();

/** A user logged in to a shop, with the facts the storefront resolves capabilities with. */
function member(mallPath: string, account: string): Promise<Member> {
  const key = `${mallPath}/${account}`;
  const known = members.get(key);
  if (known) return known;
  const started = (async () => {
    const session = await token(account, mallPath);
    const info = await call<{ roleId: number; supplier: boolean; operationCode: string[] }>(
      '/api/mall/member/basicinfo',
      { mallPath, token: session },
    );
    const secret = await call<Member['secret']>('/api/mall/website/queryInterfaceEncryption', { mallPath });
    const profile = resolvedOf(mallPath).profile;
    const facts: Facts = {
      loggedIn: true,
      user: { roleId: info.data.roleId, supplier: info.data.supplier, codes: info.data.operationCode },
      shop: shopFacts(profile),
    };
    return { token: session, facts, secret: secret.data };
  })();
  members.set(key, started);
  return started;
}

function resolvedOf(mallPath: string): ResolvedProfile {
  const resolved = shops.get(mallPath);
  if (!resolved) throw new Error(`no profile for ${mallPath}`);
  return resolved;
}

const firstMessage = (validation: Validation<string>) => Object.values(validation.errors)[0];

/** What the gateway said: its message when it refused, undefined when it accepted. */
const refusal = (answer: { success: boolean; message: string }) =>
  answer.success ? undefined : answer.message;

// --- the address form (spec 1 §5) ---

const REGION = [
  ['province', { id: 19, regionName: '广东省' }],
  ['city', { id: 4403, regionName: '深圳市' }],
  ['district', { id: 440305, regionName: '南山区' }],
  ['street', { id: 440305007, regionName: '粤海街道' }],
] as const;
const IDS = ['provinceId', 'cityId', 'countyId', 'townId'] as const;

/** The first `levels` levels chosen, as the picker holds them and as the request's ids. */
function region(levels: number): { state: RegionState | null; ids: Record<string, number> } {
  const chosen = REGION.slice(0, levels);
  const state = chosen.reduce(
    (picker, [level, node]) => chooseRegion(picker, level, node),
    initialRegionState(),
  );
  const ids = Object.fromEntries(chosen.map(([, node], index) => [IDS[index], node.id]));
  return { state: levels === 0 ? null : state, ids };
}

interface AddressCase {
  rule: string;
  mallPath: string;
  values: Partial<AddressFormValues>;
  /** How many region levels are chosen (4 by default). */
  levels?: number;
  message: string | undefined;
}

const validAddress = {
  receiverName: '张三',
  receiverPhone: '13912345678',
  detail: '深南大道1号',
  alias: '公司',
};

const ADDRESS_CASES: AddressCase[] = [
  {
    rule: 'receiver name required',
    mallPath: 'points',
    values: { receiverName: '' },
    message: '请输入收货人',
  },
  {
    rule: 'receiver name 1 to 20 characters',
    mallPath: 'points',
    values: { receiverName: '张'.repeat(21) },
    message: '长度在 1 到 20 个字符',
  },
  { rule: 'phone required', mallPath: 'points', values: { receiverPhone: '' }, message: '手机号不能为空' },
  {
    rule: 'phone length 11',
    mallPath: 'points',
    values: { receiverPhone: '139123' },
    message: '手机号码长度不正确',
  },
  {
    rule: 'phone: mainland mobile pattern',
    mallPath: 'points',
    values: { receiverPhone: '23912345678' },
    message: '请输入正确的手机号',
  },
  { rule: 'region required', mallPath: 'points', values: {}, levels: 0, message: '请选择地址' },
  {
    rule: 'region incomplete on submit',
    mallPath: 'points',
    values: {},
    levels: 2,
    message: '请选择完整的所在地区',
  },
  { rule: 'detail required', mallPath: 'points', values: { detail: '' }, message: '请输入详细地址' },
  {
    rule: 'detail at most 80, the message speaks of 100',
    mallPath: 'points',
    values: { detail: '路'.repeat(81) },
    message: '长度不能超过 100 个字符',
  },
  { rule: 'ordinary shop: alias optional', mallPath: 'points', values: { alias: '' }, message: undefined },
  {
    rule: 'ordinary shop: alias 1 to 10',
    mallPath: 'points',
    values: { alias: '别'.repeat(11) },
    message: '长度在 1 到 10 个字符',
  },
  {
    rule: 'type 4: alias 地址简称 required',
    mallPath: 'procure',
    values: { alias: '' },
    message: '请输入地址简称',
  },
  {
    rule: 'type 4: alias 2 to 50',
    mallPath: 'procure',
    values: { alias: '家' },
    message: '长度在 2 到 50 个字符',
  },
  { rule: 'type 4: a valid address is saved', mallPath: 'procure', values: {}, message: undefined },
];

describe('spec 1 §5: the address form, the same message from the engine and the gateway', () => {
  it.each(ADDRESS_CASES)('$mallPath: $rule', async ({ mallPath, values, levels = 4, message }) => {
    const user = await member(mallPath, 'member');
    const resolved = resolvedOf(mallPath);
    const { capabilities } = resolveCapabilities(resolved, user.facts);
    const chosen = region(levels);
    const form = { ...validAddress, ...values };
    const rules = addressRules(limitsOf(resolved).address, capabilities);
    const engine = firstMessage(validateAddress({ ...form, region: chosen.state }, rules));

    const body = {
      receiverName: form.receiverName,
      receiverPhone: form.receiverPhone,
      receiverAddress: form.detail,
      aliasName: form.alias,
      isDefault: 0,
      ...chosen.ids,
    };
    const answer = await call('/api/mall/member/addOrEditMemberAddress', {
      mallPath,
      token: user.token,
      body: { encryptData: aesEncrypt(body, user.secret) },
    });

    expect(engine).toBe(message);
    expect(refusal(answer)).toBe(engine);
  });
});

describe('spec 1 §5: the order address (name and phone only), the same message from the engine and the gateway', () => {
  it.each([
    { rule: 'receiver name required', values: { receiverName: '' }, message: '请输入收货人' },
    { rule: 'phone length 11', values: { receiverPhone: '1391234567' }, message: '手机号码长度不正确' },
    { rule: 'name and phone valid', values: {}, message: undefined },
  ])('$rule', async ({ values, message }) => {
    const user = await member('points', 'member');
    const resolved = resolvedOf('points');
    const { capabilities } = resolveCapabilities(resolved, user.facts);
    const fields = ['receiverName', 'receiverPhone'];
    const rules = addressRules(limitsOf(resolved).address, capabilities, fields);
    const form = { ...validAddress, ...values };
    const engine = firstMessage(validateAddress(form, rules));
    const list = await call<string>('/api/mall/member/getMemberAddressList', {
      mallPath: 'points',
      token: user.token,
      body: {},
    });
    const [address] = aesDecrypt(list.data, user.secret) as { addressId: number }[];

    const answer = await call('/api/mall/website/place/order/address/update', {
      mallPath: 'points',
      token: user.token,
      body: {
        addressId: address?.addressId,
        receiverName: form.receiverName,
        receiverPhone: form.receiverPhone,
        isDefault: 1,
      },
    });

    expect(engine).toBe(message);
    expect(refusal(answer)).toBe(engine);
  });
});

// --- the purchase request form (spec 2 §5) ---

const validRequest: PurchaseRequestValues = {
  goodsName: '人体工学椅',
  barCode: '',
  goodsBrand: '',
  goodsModel: '',
  goodsUrl: '',
  expectedPrice: '899.50',
  buyCount: '10',
  contacts: '王先生',
  concatPhone: '13800138000',
  reason: '新办公室',
};

const REQUEST_CASES: { rule: string; values: PurchaseRequestValues; message: string | undefined }[] = [
  { rule: 'goods name required', values: { goodsName: '' }, message: '请填写商品名称' },
  {
    rule: 'goods name at most 50',
    values: { goodsName: '椅'.repeat(51) },
    message: '长度不能超过 50 个字符',
  },
  { rule: 'bar code digits only', values: { barCode: '69a01' }, message: '请填写数字' },
  {
    rule: 'goods URL at most 150',
    values: { goodsUrl: 'u'.repeat(151) },
    message: '长度不能超过 150 个字符',
  },
  { rule: 'expected price required', values: { expectedPrice: '' }, message: '请填写期望单价' },
  { rule: 'expected price: two decimals', values: { expectedPrice: '1.234' }, message: '请填写期望单价' },
  { rule: 'expected price: no leading zero', values: { expectedPrice: '012' }, message: '请填写期望单价' },
  { rule: 'quantity required', values: { buyCount: '' }, message: '请填写采购数量' },
  { rule: 'quantity a positive whole number', values: { buyCount: '0' }, message: '请填写采购数量' },
  { rule: 'contact required', values: { contacts: '' }, message: '请填写联系人' },
  { rule: 'contact phone required', values: { concatPhone: '' }, message: '请填写联系电话' },
  {
    rule: 'contact phone at most 12',
    values: { concatPhone: '1'.repeat(13) },
    message: '长度不能超过 12 个字符',
  },
  { rule: 'requirement required', values: { reason: '' }, message: '请输入商品需求' },
  { rule: 'requirement 1 to 200', values: { reason: '需'.repeat(201) }, message: '长度在 1 到 200 个字符' },
  { rule: 'a valid request is filed', values: {}, message: undefined },
];

describe('spec 2 §5: the purchase request form, the same message from the engine and the gateway', () => {
  it.each(REQUEST_CASES)('$rule', async ({ values, message }) => {
    const supplier = await member('procure', 'supplier');
    const form = { ...validRequest, ...values };
    const limits = limitsOf(resolvedOf('procure')).purchaseRequest;
    const engine = firstMessage(validatePurchaseRequest(form, limits));

    const answer = await call('/api/mall/reportGoods/addReportGoods', {
      mallPath: 'procure',
      token: supplier.token,
      body: { ...form, goodsImages: [] },
    });

    expect(engine).toBe(message);
    expect(refusal(answer)).toBe(engine);
  });
});

// --- images (spec 2 §5 and §9) ---

const IMAGE_CASES: { rule: string; name: string; size: number; message: string | undefined }[] = [
  {
    rule: 'jpg, png and jpeg only',
    name: 'photo.gif',
    size: 100,
    message: '只能上传jpg, png, jpeg格式图片！',
  },
  { rule: 'no extension', name: 'photo', size: 100, message: '只能上传jpg, png, jpeg格式图片！' },
  { rule: 'the extension in any case', name: 'PHOTO.PNG', size: 100, message: undefined },
  { rule: 'under 1 MB', name: 'big.png', size: 1024 * 1024, message: '上传图片大小不能超过 1M!' },
  { rule: 'just under 1 MB', name: 'fine.png', size: 1024 * 1024 - 1, message: undefined },
];

describe('spec 2 §5: image type and size, the same message from the engine and the upload', () => {
  it.each(IMAGE_CASES)('$rule', async ({ name, size, message }) => {
    const supplier = await member('procure', 'supplier');
    const engine = checkImage({ name, size }, 0, limitsOf(resolvedOf('procure')).images);

    const bytes = new Uint8Array(size);
    bytes.set(PNG_BYTES.slice(0, Math.min(size, PNG_BYTES.length)));
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), name);
    const response = await fetch(`${server.url}/api/file/yzh/file/upload`, {
      method: 'POST',
      headers: { 'X-Mall-Path': 'procure', Authorization: supplier.token },
      body: form,
    });

    expect(engine).toBe(message);
    expect(refusal((await response.json()) as { success: boolean; message: string })).toBe(engine);
  });

  it('refuses more images than the count allows, as the engine counts them', async () => {
    const supplier = await member('procure', 'supplier');
    const limits = limitsOf(resolvedOf('procure')).images;
    const engine = checkImage({ name: 'one-more.png', size: 100 }, limits.maxCount, limits);
    const images = Array.from({ length: limits.maxCount + 1 }, (_, index) => `/api/cdn/upload/${index}.png`);

    const answer = await call('/api/mall/reportGoods/addReportGoods', {
      mallPath: 'procure',
      token: supplier.token,
      body: { ...validRequest, goodsImages: images },
    });

    expect(engine).toBe('最多只能上传9张');
    expect(refusal(answer)).toBe(engine);
  });
});
