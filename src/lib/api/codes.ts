/** Answer codes of the gateway and of the client itself (spec 1 §8). */
export const CODE = {
  success: '00000',
  loginCheckFailed: '11111',
  shopUnavailable: '13504',
  busy: '99999',
  identityCheckFailed: '403',
  /** Every network-level failure (spec 1 §8). */
  network: '500',
  /** Client-only: the request was superseded by an identical one or cancelled by the caller. */
  cancelled: 'CANCELLED',
} as const;

/** The texts users see (spec 1 §8). */
export const MESSAGE = {
  loginCheckFailed: '登录信息校验失败，请重新登录',
  shopUnavailableTitle: '温馨提醒',
  shopUnavailable: '网站不存在或已停用，请联系管理员',
  busy: '系统繁忙，请稍后再试！',
  identityCheckFailed: '身份认证失败，请重新登录',
  offline: '网络错误，请检查网络',
  timeout: '请求超时，服务器未响应',
  serverError: '请求服务器错误',
  notFound: '接口错误',
  failed: '服务器请求失败',
} as const;

/** Codes whose server text is replaced by the catalogue's. */
export const CATALOGUE_MESSAGE: Readonly<Record<string, string>> = {
  [CODE.loginCheckFailed]: MESSAGE.loginCheckFailed,
  [CODE.shopUnavailable]: MESSAGE.shopUnavailable,
  [CODE.busy]: MESSAGE.busy,
  [CODE.identityCheckFailed]: MESSAGE.identityCheckFailed,
};

const SERVER_ERROR_STATUSES: readonly number[] = [500, 502, 503, 504];

/** The message for an HTTP answer that is not 2xx. */
export function httpFailureMessage(status: number): string {
  if (status === 404) return MESSAGE.notFound;
  if (SERVER_ERROR_STATUSES.includes(status)) return MESSAGE.serverError;
  return MESSAGE.failed;
}
