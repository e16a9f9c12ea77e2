// The answer format of docs/gateway.md: `{ success, code, message, data }`, and the codes the demo uses.
import { ANSWER_CODE, CATALOGUE_MESSAGE, CATALOGUE_TEXT as ENGINE_TEXT, REFUSED_CODE } from '../../engine';
import type { GatewayAnswer } from '../../engine/contract';

export const CODE = {
  ...ANSWER_CODE,
  /** Missing, wrong-typed or out-of-range input. */
  invalid: '10001',
  /** Wrong account or password. */
  credentials: '10002',
  /** The user may not do this (role or permission code). */
  forbidden: '10003',
  /** The thing named does not exist (for this shop or user). */
  notFound: '10004',
  /** The request is well formed but the current state refuses it (stock, shelves, status). */
  refused: REFUSED_CODE,
  notRouted: '404',
} as const;

/** The catalogue's text for a code that has one (spec 1 §8), from the engine. */
export const CATALOGUE_TEXT: Readonly<Record<string, string>> = {
  ...CATALOGUE_MESSAGE,
  [CODE.notRouted]: ENGINE_TEXT.notFound,
  [CODE.network]: ENGINE_TEXT.serverError,
};

/** A handler's successful answer: its data and the message shown. */
export class Ok {
  constructor(
    readonly data: unknown,
    readonly message: string,
  ) {}
}

const OK_MESSAGE = '操作成功';

export const ok = (data: unknown = null, message = OK_MESSAGE): Ok => new Ok(data, message);

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

export function answerBody(code: string, message: string, data: unknown = null): GatewayAnswer {
  return { success: code === CODE.success, code, message, data };
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': JSON_CONTENT_TYPE, 'Cache-Control': 'no-store', ...headers },
  });
}

/** The text of a successful answer, for data serialized once and served many times (the region files). */
export const okJson = (data: unknown): string => JSON.stringify(answerBody(CODE.success, OK_MESSAGE, data));
