import { generateKeyPairSync } from 'node:crypto';
import CryptoJS from 'crypto-js';
import { JSEncrypt } from 'jsencrypt';
import { http } from 'msw';
import { signIn } from '../../../src/lib/api/endpoints/login';
import type { EncryptionInfo } from '../../../engine/contract';
import {
  api,
  encryptionInfoHandler,
  fail,
  freshClient,
  get,
  ok,
  post,
  server,
  startFakeGateway,
} from './fake-gateway';

startFakeGateway();

const info: EncryptionInfo = {
  encryptionUrlPath: ['/member/addOrEditMemberAddress', '{cart}/addCart'],
  decryptionUrlPath: ['/member/basicinfo'],
  aesKey: '0123456789abcdef',
  aesIv: 'fedcba9876543210',
};
const aes = { iv: CryptoJS.enc.Utf8.parse(info.aesIv) };
const key = CryptoJS.enc.Utf8.parse(info.aesKey);
const decrypt = (cipherText: string): unknown =>
  JSON.parse(CryptoJS.AES.decrypt(cipherText, key, aes).toString(CryptoJS.enc.Utf8));
const encrypt = (value: unknown) => CryptoJS.AES.encrypt(JSON.stringify(value), key, aes).toString();

beforeEach(() => {
  freshClient();
  server.use(encryptionInfoHandler(info));
});

it('encrypts the body of a listed path as { encryptData }', async () => {
  const address = { receiverName: '张三', receiverPhone: '13800000000' };
  let sent: unknown;
  server.use(
    http.post('/api/mall/member/addOrEditMemberAddress', async ({ request }) => {
      sent = await request.json();
      return ok();
    }),
  );
  await post('/member/addOrEditMemberAddress', address);
  expect(sent).toEqual({ encryptData: expect.any(String) });
  expect(decrypt((sent as { encryptData: string }).encryptData)).toEqual(address);
});

it('matches a listed path written with its alias', async () => {
  let sent: unknown;
  server.use(
    http.post('/api/cart/addCart', async ({ request }) => {
      sent = await request.json();
      return ok();
    }),
  );
  await post('{cart}/addCart', { goodsSkuCode: 'S1', quantity: 1 });
  expect(decrypt((sent as { encryptData: string }).encryptData)).toEqual({ goodsSkuCode: 'S1', quantity: 1 });
});

it('decrypts the data of a listed path', async () => {
  const user = { id: 7, account: 'member' };
  server.use(http.get('/api/mall/member/basicinfo', () => ok(encrypt(user))));
  expect(await get('/member/basicinfo')).toMatchObject({ success: true, data: user });
});

it('answers 服务器请求失败 when listed data does not decrypt', async () => {
  server.use(http.get('/api/mall/member/basicinfo', () => ok('bm90IGNpcGhlcnRleHQ=')));
  expect(await get('/member/basicinfo')).toEqual({ success: false, code: '500', message: '服务器请求失败' });
});

it('sends unlisted paths in plain JSON', async () => {
  let sent: unknown;
  server.use(
    http.post('/api/mall/other', async ({ request }) => {
      sent = await request.json();
      return ok();
    }),
  );
  await post('/other', { a: 1 });
  expect(sent).toEqual({ a: 1 });
});

it('fetches the encryption info once per shop', async () => {
  freshClient('points');
  const shops: (string | null)[] = [];
  server.use(
    http.get('/api/mall/website/queryInterfaceEncryption', ({ request }) => {
      shops.push(request.headers.get('X-Mall-Path'));
      return ok(info);
    }),
    http.get('/api/mall/x', () => ok()),
  );
  await get('/x', { n: 1 });
  await get('/x', { n: 2 });
  freshClient('procure');
  await get('/x', { n: 3 });
  expect(shops).toEqual(['points', 'procure']);
});

describe('the encryption info holds back only what it may change', () => {
  /** The encryption info answers only when released; `order` records what reached the gateway when. */
  function heldEncryptionInfo() {
    const order: string[] = [];
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    server.use(
      http.get('/api/mall/website/queryInterfaceEncryption', async () => {
        await released;
        order.push('encryption info answered');
        return ok(info);
      }),
    );
    return { order, release };
  }

  it('a request without a body goes out at once, and a listed answer is decrypted once the info is in', async () => {
    const { order, release } = heldEncryptionInfo();
    const user = { id: 7, account: 'member' };
    server.use(
      http.get('/api/mall/member/basicinfo', () => {
        order.push('basicinfo asked');
        release();
        return ok(encrypt(user));
      }),
    );
    expect(await get('/member/basicinfo')).toMatchObject({ success: true, data: user });
    expect(order).toEqual(['basicinfo asked', 'encryption info answered']);
  });

  it('a body waits for the info, to be encrypted when its path is listed', async () => {
    const { order, release } = heldEncryptionInfo();
    let sent: unknown;
    server.use(
      http.post('/api/cart/addCart', async ({ request }) => {
        order.push('addCart asked');
        sent = await request.json();
        return ok();
      }),
    );
    const answer = post('{cart}/addCart', { goodsSkuCode: 'S1', quantity: 1 });
    setTimeout(release, 50);
    await answer;
    expect(order).toEqual(['encryption info answered', 'addCart asked']);
    expect(sent).toEqual({ encryptData: expect.any(String) });
  });
});

it('answers the failure of the encryption info, and retries it on the next request', async () => {
  let answers = 0;
  server.use(
    http.get('/api/mall/website/queryInterfaceEncryption', () =>
      ++answers === 1 ? fail('99999') : ok(info),
    ),
    http.get('/api/mall/x', () => ok('plain')),
  );
  expect(await get('/x')).toMatchObject({ success: false, message: '系统繁忙，请稍后再试！' });
  expect(await get('/x')).toMatchObject({ success: true, data: 'plain' });
});

it('signs in with the password RSA-encrypted in chunks of 10 characters (jsencrypt under jsdom)', async () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  let sent: { account: string; password: string } | undefined;
  server.use(
    http.get('/api/auth/publicKey', () => ok(publicKey)),
    http.post('/api/auth/login', async ({ request }) => {
      sent = (await request.json()) as typeof sent;
      return ok({ token: 't', expireTime: 1 });
    }),
  );
  expect(await signIn(api(), { account: 'member', password: 'Demo@2026-and-more' })).toMatchObject({
    success: true,
    data: { token: 't', expireTime: 1 },
  });
  // Node refuses PKCS#1 v1.5 private decryption (CVE-2023-46809); jsencrypt's own decrypt checks the chunks here.
  const rsa = new JSEncrypt();
  rsa.setPrivateKey(privateKey);
  expect(sent?.account).toBe('member');
  expect(sent?.password.split(',').map((chunk) => rsa.decrypt(chunk))).toEqual(['Demo@2026-', 'and-more']);
});
