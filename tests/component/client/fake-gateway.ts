// A minimal msw gateway for the client tests: every test adds the answers it needs.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { engineDefaults, type ShopLimits } from '../../../engine';
import type { ClientConfig, ClientEffects } from '../../../src/lib/api/client-config';
import type { EncryptionInfo } from '../../../engine/contract';
import { createApiClient, type ApiClient } from '../../../src/lib/api/request';
import { forgetStoredMember, loadSession } from '../../../src/lib/session';

export const MALL = 'points';

export const ok = (data: unknown = null, message = '') =>
  HttpResponse.json({ success: true, code: '00000', message, data });
export const fail = (code: string, message = 'server text') =>
  HttpResponse.json({ success: false, code, message, data: null });

export const noEncryption: EncryptionInfo = {
  encryptionUrlPath: [],
  decryptionUrlPath: [],
  aesKey: '',
  aesIv: '',
};

export const encryptionInfoHandler = (info: EncryptionInfo = noEncryption) =>
  http.get('/api/mall/website/queryInterfaceEncryption', () => ok(info));

/** Failed requests are logged (src/lib/log): the log endpoint takes the batches. */
const logHandler = http.post('/api/log/batch', () => ok());

export const server = setupServer(encryptionInfoHandler(), logHandler);

export function startFakeGateway(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** The limits of a shop that sets none: the engine defaults. */
export const defaultLimits = engineDefaults.limits as ShopLimits;

let client: ApiClient | null = null;

/** The client freshClient made last. */
export function api(): ApiClient {
  if (!client) throw new Error('freshClient() first');
  return client;
}

export const request: ApiClient['request'] = (path, options) => api().request(path, options);
export const get: ApiClient['get'] = (path, params, signal) => api().get(path, params, signal);
export const post: ApiClient['post'] = (path, body, signal) => api().post(path, body, signal);

/**
 * Makes a fresh client and session whose logout effect really logs out; returns the effect spies.
 * The shop's profile has loaded with the default limits unless `limits` says otherwise.
 */
export function freshClient(mallPath = MALL, limits: ClientConfig['limits'] = () => defaultLimits) {
  const effects = {
    toast: vi.fn<ClientEffects['toast']>(),
    alert: vi.fn<ClientEffects['alert']>(),
    navigate: vi.fn<ClientEffects['navigate']>(),
    logout: vi.fn<ClientEffects['logout']>(() => forgetStoredMember(mallPath, 'logout')),
  };
  localStorage.clear();
  loadSession(mallPath);
  client = createApiClient({ mallPath, limits, effects });
  return effects;
}
