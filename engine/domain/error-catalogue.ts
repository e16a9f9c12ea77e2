// The error catalogue (spec 1 §8): the answer codes the storefront acts on and the texts users see. The
// request client maps answers with it; the demo gateway answers with it.

export const ANSWER_CODE = {
  success: '00000',
  loginCheckFailed: '11111',
  shopUnavailable: '13504',
  busy: '99999',
  identityCheckFailed: '403',
  /** Every network-level failure, and a server error. */
  network: '500',
} as const;

/** The texts users see. */
export const CATALOGUE_TEXT = {
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
  [ANSWER_CODE.loginCheckFailed]: CATALOGUE_TEXT.loginCheckFailed,
  [ANSWER_CODE.shopUnavailable]: CATALOGUE_TEXT.shopUnavailable,
  [ANSWER_CODE.busy]: CATALOGUE_TEXT.busy,
  [ANSWER_CODE.identityCheckFailed]: CATALOGUE_TEXT.identityCheckFailed,
};

const SERVER_ERROR_STATUSES: readonly number[] = [500, 502, 503, 504];

/** The message for an HTTP answer that is not 2xx: httpFailureMessage(502) === '请求服务器错误'. */
export function httpFailureMessage(status: number): string {
  if (status === 404) return CATALOGUE_TEXT.notFound;
  if (SERVER_ERROR_STATUSES.includes(status)) return CATALOGUE_TEXT.serverError;
  return CATALOGUE_TEXT.failed;
}

/** Failures a second try may mend: the network or the server had a moment (a lost connection, 系统繁忙). */
const PASSING_FAILURES: readonly string[] = [ANSWER_CODE.network, ANSWER_CODE.busy];

/**
 * Whether 重试 can help after a failed load: only for a passing failure. Any other answer is the server's
 * word on the thing asked for (订单不存在, 权益卡不存在) and a second try gets the same.
 * @example retryMayHelp('500') === true; retryMayHelp('10004') === false
 */
export function retryMayHelp(code: string): boolean {
  return PASSING_FAILURES.includes(code);
}
