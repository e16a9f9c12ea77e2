import type { ApiClient } from '../request';
import type { ApiResult } from '../api-result';
import type { Credentials, LoginAnswer, Registration } from '../../../../engine/contract';

/** The password encrypted with the gateway's public key (docs/gateway.md). */
export async function encryptedPassword(api: ApiClient, password: string): Promise<ApiResult<string>> {
  const publicKey = await api.get<string>('{login}/publicKey');
  if (!publicKey.success) return publicKey;
  const { encryptCredential } = await import('../../crypto');
  return { ...publicKey, data: encryptCredential(password, publicKey.data) };
}

/** On success the caller stores the answer with the session's login(token, expireTime). */
export async function signIn(
  api: ApiClient,
  { account, password }: Credentials,
): Promise<ApiResult<LoginAnswer>> {
  const encrypted = await encryptedPassword(api, password);
  if (!encrypted.success) return encrypted;
  return api.post<LoginAnswer>('{login}/login', { account, password: encrypted.data });
}

/** Only for shops whose openRegistry is 1. */
export async function register(
  api: ApiClient,
  { password, ...rest }: Registration,
): Promise<ApiResult<unknown>> {
  const encrypted = await encryptedPassword(api, password);
  if (!encrypted.success) return encrypted;
  return api.post<unknown>('{registration}/register', { ...rest, password: encrypted.data });
}

export const signOut = (api: ApiClient) => api.post<unknown>('/login/logout');
