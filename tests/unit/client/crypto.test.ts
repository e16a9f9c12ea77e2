import { constants, createCipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import CryptoJS from 'crypto-js';
import {
  CREDENTIAL_CHUNK_LENGTH,
  decryptJson,
  encryptCredential,
  encryptJson,
} from '../../../src/lib/crypto';

const secret = { key: '0123456789abcdef', iv: 'fedcba9876543210' };
const body = { receiverName: '张三', receiverPhone: '13800000000', isDefault: 1, tags: ['a', null] };

describe('AES-128-CBC in the gateway format (base64 of the PKCS7-padded JSON)', () => {
  it('encrypts a body that crypto-js decrypts with the same key and IV', () => {
    const cipherText = encryptJson(body, secret);
    expect(cipherText).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const plain = CryptoJS.AES.decrypt(cipherText, CryptoJS.enc.Utf8.parse(secret.key), {
      iv: CryptoJS.enc.Utf8.parse(secret.iv),
      mode: CryptoJS.mode.CBC,
      padding: CryptoJS.pad.Pkcs7,
    }).toString(CryptoJS.enc.Utf8);
    expect(JSON.parse(plain)).toEqual(body);
  });

  it('decrypts an answer encrypted by another implementation (Node)', () => {
    const cipher = createCipheriv('aes-128-cbc', Buffer.from(secret.key), Buffer.from(secret.iv));
    const cipherText = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]).toString(
      'base64',
    );
    expect(decryptJson(cipherText, secret)).toEqual(body);
  });
});

describe('RSA credentials', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

  // Node 20 refuses RSA_PKCS1_PADDING for private decryption (CVE-2023-46809, Marvin attack) unless
  // run with --security-revert, so the test decrypts raw and removes the PKCS#1 v1.5 padding itself:
  // 0x00 0x02 <non-zero random bytes> 0x00 <message>.
  function decryptChunk(chunk: string): string {
    const block = privateDecrypt(
      { key: privateKey, padding: constants.RSA_NO_PADDING },
      Buffer.from(chunk, 'base64'),
    );
    expect([block[0], block[1]]).toEqual([0x00, 0x02]);
    return block.subarray(block.indexOf(0x00, 2) + 1).toString('utf8');
  }

  it.each([
    ['Demo@2026', 1],
    ['0123456789', 1],
    ['0123456789a', 2],
    ['a-long-password-of-30-chars!!!', 3],
    ['密码Demo@2026中文', 2],
  ])('%s is encrypted in %i chunk(s) of 10 characters, joined with ","', (password, chunks) => {
    const encrypted = encryptCredential(password, publicKey).split(',');
    expect(encrypted).toHaveLength(chunks);
    const expected = Array.from({ length: chunks }, (_, index) =>
      password.slice(index * CREDENTIAL_CHUNK_LENGTH, (index + 1) * CREDENTIAL_CHUNK_LENGTH),
    );
    expect(encrypted.map(decryptChunk)).toEqual(expected);
  });

  it('fails loudly on a key that is not a public key', () => {
    expect(() => encryptCredential('secret', 'not a key')).toThrow();
  });
});
