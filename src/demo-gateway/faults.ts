// Fault injection (docs/gateway.md): registered faults match requests by path (and shop); the
// X-Demo-Fault header faults one request. Latency, error codes, HTTP statuses and hangs.
import { answerBody, CATALOGUE_TEXT, CODE, invalid, jsonResponse } from './answer';
import { Input } from './input';

export interface FaultSpec {
  /** Only requests for this shop (X-Mall-Path); every shop when absent. */
  mallPath?: string;
  /** '*' (all), a full path ('/api/cart/addCart'), its end ('/addCart'), or a prefix ending in '*'. */
  path: string;
  /** Answer code; '500' answers HTTP 500. */
  code?: string;
  /** HTTP status to answer with. */
  status?: number;
  delayMs?: number;
  /** Hang until the client gives up (or the cap passes, then HTTP 504). */
  timeout?: boolean;
  /** Matching requests it applies to, then it is removed; unlimited when absent. */
  times?: number;
}

export interface Fault extends FaultSpec {
  id: number;
}

const MAX_DELAY_MS = 120_000;

function checkedSpec(body: unknown, requirePath: boolean): FaultSpec {
  const input = new Input(body);
  const spec: FaultSpec = {
    path: requirePath
      ? input.text('path', { message: '缺少参数：path' })
      : (input.optionalText('path') ?? '*'),
  };
  const mallPath = input.optionalText('mallPath');
  const code = input.optionalText('code', { max: 10 });
  const status = input.optionalNumber('status', { min: 100, max: 599 });
  const delayMs = input.optionalNumber('delayMs', { min: 0, max: MAX_DELAY_MS });
  const times = input.optionalNumber('times', { min: 1 });
  if (mallPath !== undefined) spec.mallPath = mallPath;
  if (code !== undefined) spec.code = code;
  if (status !== undefined) spec.status = status;
  if (delayMs !== undefined) spec.delayMs = delayMs;
  if (input.has('timeout') && input.flag('timeout') === 1) spec.timeout = true;
  if (times !== undefined) spec.times = times;
  if (!spec.code && !spec.status && !spec.delayMs && !spec.timeout)
    invalid('故障须指定 code、status、delayMs 或 timeout');
  return spec;
}

/** `code=11111;delayMs=200;status=500;timeout=1` */
export function parseFaultHeader(value: string): FaultSpec {
  const pairs = value.split(/[;,]/).flatMap((pair) => {
    const [key = '', ...rest] = pair.split('=');
    return key.trim() ? [[key.trim(), rest.join('=').trim() || '1'] as const] : [];
  });
  return checkedSpec(Object.fromEntries(pairs), false);
}

function pathMatches(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  const normalized = pattern.startsWith('/') ? pattern : `/${pattern}`;
  if (normalized.endsWith('*')) return pathname.startsWith(normalized.slice(0, -1));
  return pathname === normalized || pathname.endsWith(normalized);
}

export class Faults {
  private faults: Fault[] = [];
  private sequence = 0;

  add(body: unknown): Fault {
    this.sequence += 1;
    const fault = { ...checkedSpec(body, true), id: this.sequence };
    this.faults.push(fault);
    return fault;
  }

  clear(mallPath?: string): void {
    this.faults = mallPath === undefined ? [] : this.faults.filter((fault) => fault.mallPath !== mallPath);
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  /** The first fault matching the request, counted against its `times`. */
  take(pathname: string, mallPath: string): FaultSpec | undefined {
    const fault = this.faults.find(
      (each) =>
        (each.mallPath === undefined || each.mallPath === mallPath) && pathMatches(each.path, pathname),
    );
    if (fault?.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults = this.faults.filter((each) => each !== fault);
    }
    return fault;
  }
}

/** Waits, ending early when the request is aborted; the timer never keeps the process alive. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    (timer as { unref?: () => void }).unref?.();
    signal?.addEventListener('abort', done);
  });
}

/** Applies a fault: the Response to send, or undefined to go on (a delay only). */
export async function applyFault(
  fault: FaultSpec,
  signal: AbortSignal | undefined,
  hangCapMs: number,
): Promise<Response | undefined> {
  if (fault.delayMs) await wait(fault.delayMs, signal);
  if (fault.timeout) {
    await wait(hangCapMs, signal);
    return jsonResponse(answerBody('504', '网关超时（演示故障）'), 504);
  }
  if (signal?.aborted) return jsonResponse(answerBody('499', '客户端已取消'), 499);
  const code = fault.code ?? (fault.status ? String(fault.status) : undefined);
  if (code === undefined) return undefined;
  const status = fault.status ?? (code === CODE.network ? 500 : 200);
  return jsonResponse(answerBody(code, CATALOGUE_TEXT[code] ?? '演示故障'), status);
}
