// The answer format of docs/gateway.md: `{ success, code, message, data }`, and the codes the demo uses.

export const CODE = {
  success: '00000',
  /** Missing, wrong-typed or out-of-range input. */
  invalid: '10001',
  /** Wrong account or password. */
  credentials: '10002',
  /** The user may not do this (role or permission code). */
  forbidden: '10003',
  /** The thing named does not exist (for this shop or user). */
  notFound: '10004',
  /** The request is well formed but the current state refuses it (stock, shelves, status). */
  refused: '10005',
  loginCheckFailed: '11111',
  shopUnavailable: '13504',
  busy: '99999',
  identityCheckFailed: '403',
  notRouted: '404',
  serverError: '500',
} as const;

/** The catalogue texts of spec 1 §8 for the codes that have one. */
export const CATALOGUE_TEXT: Readonly<Record<string, string>> = {
  [CODE.loginCheckFailed]: '登录信息校验失败，请重新登录',
  [CODE.shopUnavailable]: '网站不存在或已停用，请联系管理员',
  [CODE.busy]: '系统繁忙，请稍后再试！',
  [CODE.identityCheckFailed]: '身份认证失败，请重新登录',
  [CODE.notRouted]: '接口不存在',
  [CODE.serverError]: '请求服务器错误',
};

export interface Answer {
  success: boolean;
  code: string;
  message: string;
  data: unknown;
}

/** A handler's successful answer: its data and the message shown. */
export class Ok {
  constructor(
    readonly data: unknown,
    readonly message: string,
  ) {}
}

export const ok = (data: unknown = null, message = '操作成功'): Ok => new Ok(data, message);

/** Thrown by handlers; becomes `{ success: false, code, message }`. */
export class GatewayError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export function fail(
  code: string,
  message = CATALOGUE_TEXT[code] ?? '操作失败',
  data: unknown = null,
): never {
  throw new GatewayError(code, message, data);
}

export const invalid = (message: string): never => fail(CODE.invalid, message);
export const notFound = (message: string): never => fail(CODE.notFound, message);
export const refused = (message: string): never => fail(CODE.refused, message);
export const forbidden = (message: string): never => fail(CODE.forbidden, message);

export function answerBody(code: string, message: string, data: unknown = null): Answer {
  return { success: code === CODE.success, code, message, data };
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}
