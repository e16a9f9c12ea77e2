// The one module that imports the crypto libraries. The request client loads it with a dynamic
// import, so neither library is in the first page's bundle.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { JSEncrypt } from 'jsencrypt';

/** AES key and IV as the gateway sends them: 16-character UTF-8 strings. */
export interface AesSecret {
  key: string;
  iv: string;
}

/** RSA (PKCS#1 v1.5) works on short inputs, so credentials are encrypted 10 characters at a time. */
export const CREDENTIAL_CHUNK_LENGTH = 10;

const aesOptions = (secret: AesSecret) => ({ iv: Utf8.parse(secret.iv) });

/**
 * JSON of `value`, AES-128-CBC with PKCS7 padding (crypto-js's defaults), as base64.
 * Without a salt crypto-js's string form is the plain base64 ciphertext, the gateway's format.
 */
export function encryptJson(value: unknown, secret: AesSecret): string {
  return AES.encrypt(JSON.stringify(value), Utf8.parse(secret.key), aesOptions(secret)).toString();
}

/** The inverse of {@link encryptJson}. */
export function decryptJson(cipherText: string, secret: AesSecret): unknown {
  return JSON.parse(AES.decrypt(cipherText, Utf8.parse(secret.key), aesOptions(secret)).toString(Utf8));
}

/** `plain` cut into 10-character chunks, each RSA-encrypted to base64, joined with ','. */
export function encryptCredential(plain: string, publicKeyPem: string): string {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  const chunks: string[] = [];
  for (let start = 0; start < plain.length; start += CREDENTIAL_CHUNK_LENGTH) {
    const encrypted = rsa.encrypt(plain.slice(start, start + CREDENTIAL_CHUNK_LENGTH));
    if (encrypted === false) throw new Error('RSA encryption failed: is the public key valid?');
    chunks.push(encrypted);
  }
  return chunks.join(',');
}
