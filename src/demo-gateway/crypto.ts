// The gateway's cryptography (docs/gateway.md).
// RSA: Node 20 refuses PKCS#1 v1.5 private decryption (CVE-2023-46809), so the key pair comes from
// node:crypto but decryption is done here with BigInt arithmetic, stripping the padding by hand.
// AES-128-CBC with PKCS7 padding, key and IV as 16-character UTF-8 strings, base64 ciphertext.
import { createCipheriv, createDecipheriv, generateKeyPairSync } from 'node:crypto';
import type { AesSecret } from '../../engine/contract';

interface RsaKey {
  publicKeyPem: string;
  bytes: number;
  n: bigint;
  p: bigint;
  q: bigint;
  dp: bigint;
  dq: bigint;
  qi: bigint;
}

let key: RsaKey | undefined;

const bigint = (base64url: string | undefined): bigint => {
  if (!base64url) throw new Error('RSA key is missing a component');
  return BigInt(`0x${Buffer.from(base64url, 'base64url').toString('hex')}`);
};

/** One 1024-bit key pair per process, made on first use. */
export function rsaKey(): RsaKey {
  if (!key) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const jwk = privateKey.export({ format: 'jwk' });
    const n = bigint(jwk.n);
    key = {
      publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      bytes: Math.ceil(n.toString(16).length / 2),
      n,
      p: bigint(jwk.p),
      q: bigint(jwk.q),
      dp: bigint(jwk.dp),
      dq: bigint(jwk.dq),
      qi: bigint(jwk.qi),
    };
  }
  return key;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let factor = base % modulus;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * factor) % modulus;
    factor = (factor * factor) % modulus;
  }
  return result;
}

/** One base64 RSA block, PKCS#1 v1.5 (type 2) padding removed; undefined when it is not one. */
export function rsaDecryptBlock(base64: string): string | undefined {
  const { bytes, n, p, q, dp, dq, qi } = rsaKey();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return undefined;
  const block = Buffer.from(base64, 'base64');
  if (block.length !== bytes) return undefined;
  const cipher = BigInt(`0x${block.toString('hex')}`);
  if (cipher >= n) return undefined;
  // Chinese remainder theorem: two half-size exponentiations.
  const m1 = modPow(cipher, dp, p);
  const m2 = modPow(cipher, dq, q);
  const h = (qi * (((m1 - m2) % p) + p)) % p;
  const message = Buffer.from((m2 + h * q).toString(16).padStart(bytes * 2, '0'), 'hex');
  // 0x00 0x02, at least 8 non-zero padding bytes, 0x00, the message.
  if (message[0] !== 0 || message[1] !== 2) return undefined;
  const separator = message.indexOf(0, 2);
  if (separator < 10) return undefined;
  return message.subarray(separator + 1).toString('utf8');
}

/** A credential as the client sends it: 10-character chunks, each RSA-encrypted, joined with ','. */
export function decryptCredential(text: string): string | undefined {
  const parts = text.split(',').map(rsaDecryptBlock);
  return parts.every((part) => part !== undefined) ? parts.join('') : undefined;
}

const cipherArgs = ({ aesKey, aesIv }: AesSecret) =>
  ['aes-128-cbc', Buffer.from(aesKey, 'utf8'), Buffer.from(aesIv, 'utf8')] as const;

export function aesEncryptJson(value: unknown, secret: AesSecret): string {
  const cipher = createCipheriv(...cipherArgs(secret));
  return Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]).toString('base64');
}

/** Throws when the text is not base64 AES of JSON under the secret. */
export function aesDecryptJson(base64: string, secret: AesSecret): unknown {
  const decipher = createDecipheriv(...cipherArgs(secret));
  const plain = Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}
