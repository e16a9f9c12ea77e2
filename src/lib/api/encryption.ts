// Encryption of the paths a shop lists (docs/gateway.md): the shop's info is fetched once, the crypto
// module is loaded only when a listed path is called.
import { MESSAGE } from './codes';
import { networkFailure } from './api-result';
import type { ApiResult, ApiSuccess } from './api-result';
import type { EncryptionInfo } from '../../../engine/contract';

export const ENCRYPTION_INFO_PATH = '/website/queryInterfaceEncryption';

/** The shop's encryption info, fetched by `load` once; a failed load is forgotten so the next one retries. */
export function encryptionInfoOnce(load: () => Promise<ApiResult<EncryptionInfo>>) {
  let pending: Promise<ApiResult<EncryptionInfo>> | null = null;
  return (): Promise<ApiResult<EncryptionInfo>> => {
    if (!pending) {
      const loading = load();
      pending = loading;
      void loading.then((result) => {
        if (!result.success && pending === loading) pending = null;
      });
    }
    return pending;
  };
}

export type Ciphers = { encrypt?: (value: unknown) => string; decrypt?: (cipherText: string) => unknown };

/** Encryption for a path the shop lists; loads the crypto module only then. */
export async function ciphersFor(info: EncryptionInfo, path: string, apiPath: string): Promise<Ciphers> {
  // The lists may name a path with or without its alias: `/addCart` or `{cart}/addCart`.
  const listed = (paths: string[]) => paths.includes(apiPath) || paths.includes(path);
  const encrypt = listed(info.encryptionUrlPath);
  const decrypt = listed(info.decryptionUrlPath);
  if (!encrypt && !decrypt) return {};
  const { encryptJson, decryptJson } = await import('../crypto');
  const secret = { key: info.aesKey, iv: info.aesIv };
  return {
    encrypt: encrypt ? (value) => JSON.stringify({ encryptData: encryptJson(value, secret) }) : undefined,
    decrypt: decrypt ? (cipherText) => decryptJson(cipherText, secret) : undefined,
  };
}

export function decrypted<T>(result: ApiSuccess<T>, decrypt: (cipherText: string) => unknown): ApiResult<T> {
  if (typeof result.data !== 'string') return result;
  try {
    return { ...result, data: decrypt(result.data) as T };
  } catch {
    return networkFailure(MESSAGE.failed);
  }
}
