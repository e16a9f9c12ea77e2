import { get, post, type ApiResult } from '../request';
import type { Credentials, LoginAnswer, Registration } from '../types';

/** The password encrypted with the gateway's public key (docs/gateway.md). */
export async function encryptedPassword(password: string): Promise<ApiResult<string>> {
  const publicKey = await get<string>('{login}/publicKey');
  if (!publicKey.success) return publicKey;
  const { encryptCredential } = await import('../../crypto');
  return { ...publicKey, data: encryptCredential(password, publicKey.data) };
}

/** On success the caller stores the answer with the session's login(token, expireTime). */
export async function signIn({ account, password }: Credentials): Promise<ApiResult<LoginAnswer>> {
  const encrypted = await encryptedPassword(password);
  if (!encrypted.success) return encrypted;
  return post<LoginAnswer>('{login}/login', { account, password: encrypted.data });
}

/** Only for shops whose openRegistry is 1. */
export async function register({ password, ...rest }: Registration): Promise<ApiResult<unknown>> {
  const encrypted = await encryptedPassword(password);
  if (!encrypted.success) return encrypted;
  return post<unknown>('{registration}/register', { ...rest, password: encrypted.data });
}

export const signOut = () => post<unknown>('/login/logout');
