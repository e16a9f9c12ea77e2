import { delay, http, HttpResponse } from 'msw';
import { CODE, MESSAGE } from '../../../src/lib/api/codes';
import { ApiError, unwrap } from '../../../src/lib/api/api-result';
import { REQUEST_TIMEOUT_MS } from '../../../src/lib/api/client-config';
import { login, session } from '../../../src/lib/session';
import { engineDefaults, storageKey } from '../../../engine';
import {
  MALL,
  defaultLimits,
  fail,
  freshClient,
  get,
  ok,
  post,
  request,
  server,
  startFakeGateway,
} from './fake-gateway';

startFakeGateway();

let effects: ReturnType<typeof freshClient>;
beforeEach(() => {
  effects = freshClient();
  history.replaceState(null, '', `/${MALL}/cart?tab=1`);
});

/** Answers `path` with `answer` and records the requests it saw. */
function capture(
  method: 'get' | 'post',
  path: string,
  answer: () => Response | Promise<Response> = () => ok(),
) {
  const seen: Request[] = [];
  server.use(
    http[method](path, ({ request }) => {
      seen.push(request);
      return answer();
    }),
  );
  return seen;
}

/** A promise and its resolve, to hold an answer back. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('base addresses', () => {
  it.each([
    ['/website/queryWebsiteInfo', '/api/mall/website/queryWebsiteInfo'],
    ['{main}/x', '/api/mall/x'],
    ['{custom}/x', '/api/custom/x'],
    ['{cart}/addCart', '/api/cart/addCart'],
    ['{order}/x', '/api/order/x'],
    ['{export}/x', '/api/export/x'],
    ['{cdn}/city/province.json', '/api/cdn/city/province.json'],
    ['{upimgurl}/x', '/api/file/x'],
    ['{login}/publicKey', '/api/auth/publicKey'],
    ['{registration}/register', '/api/register/register'],
  ])('%s goes to %s (demo defaults of .env)', async (path, address) => {
    const seen = capture('get', address);
    expect(await get(path)).toMatchObject({ success: true });
    expect(seen).toHaveLength(1);
  });

  it('reads the base from the Vite env, so a real gateway is configuration only', async () => {
    vi.stubEnv('VITE_BASE_CART', 'https://gateway.example/cart-api');
    const seen = capture('post', 'https://gateway.example/cart-api/addCart');
    await post('{cart}/addCart', {});
    expect(seen).toHaveLength(1);
    vi.unstubAllEnvs();
  });

  it('rejects an unknown alias as a programming error', async () => {
    await expect(get('{nowhere}/x')).rejects.toThrow('Unknown base-address alias {nowhere}');
  });
});

describe('headers', () => {
  it('sends the mall path and JSON', async () => {
    const sent = capture('post', '/api/mall/x');
    await post('/x', { a: 1 });
    expect(sent[0]?.headers.get('X-Mall-Path')).toBe(MALL);
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await sent[0]?.json()).toEqual({ a: 1 });
  });

  it('sends no Content-Type without a body', async () => {
    const sent = capture('get', '/api/mall/x');
    await get('/x', { a: 1 });
    expect(sent[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('sends the stored token with spaces replaced by +', async () => {
    login(MALL, 'ab c d+e', Date.now() + 60_000);
    const sent = capture('get', '/api/mall/x');
    await get('/x');
    expect(sent[0]?.headers.get('Authorization')).toBe('ab+c+d+e');
  });

  it('sends no Authorization header for guests', async () => {
    const sent = capture('get', '/api/mall/x');
    await get('/x');
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends FormData as multipart, not JSON', async () => {
    const sent = capture('post', '/api/file/upload');
    const form = new FormData();
    form.append('file', new Blob(['png']), 'a.png');
    await post('{upimgurl}/upload', form);
    expect(sent[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
  });
});

describe('GET sends its data as query parameters', () => {
  it('leaves out null and undefined and repeats the key of an array', async () => {
    const sent = capture('get', '/api/mall/x');
    await get('/x', { a: 1, gone: undefined, none: null, ids: [1, 2], text: 'x y&z', yes: true });
    expect(new URL(sent[0]!.url).search).toBe('?a=1&ids=1&ids=2&text=x+y%26z&yes=true');
  });
});

describe('answers', () => {
  it('00000 is success with the data', async () => {
    capture('get', '/api/mall/x', () => ok({ n: 1 }, 'fine'));
    expect(await get('/x')).toEqual({ success: true, code: '00000', message: 'fine', data: { n: 1 } });
  });

  it.each([
    ['99999', MESSAGE.busy],
    ['403', MESSAGE.identityCheckFailed],
  ])('%s is answered with the catalogue text %s', async (code, message) => {
    capture('get', '/api/mall/x', () => fail(code));
    expect(await get('/x')).toMatchObject({ success: false, code, message });
  });

  it('passes other codes through with the server message', async () => {
    capture('get', '/api/mall/x', () => fail('20001', '库存不足'));
    expect(await get('/x')).toEqual({ success: false, code: '20001', message: '库存不足', data: null });
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('11111 shows the message, logs out, remembers the page and goes to login', async () => {
    login(MALL, 't', Date.now() + 60_000);
    capture('get', '/api/mall/member/basicinfo', () => fail(CODE.loginCheckFailed));
    const result = await get('/member/basicinfo');
    expect(result).toMatchObject({
      success: false,
      code: '11111',
      message: MESSAGE.loginCheckFailed,
      handled: true,
    });
    expect(effects.toast).toHaveBeenCalledWith('登录信息校验失败，请重新登录', 'error');
    expect(effects.logout).toHaveBeenCalledOnce();
    expect(session.token).toBeNull();
    expect(localStorage.getItem(storageKey(MALL, 'redirect'))).toBe('/cart?tab=1');
    expect(effects.navigate).toHaveBeenCalledWith('/points/login?redirect=%2Fcart%3Ftab%3D1');
  });

  it('11111 on the login page logs out but keeps the page and its redirect', async () => {
    window.history.replaceState(null, '', '/points/login?redirect=%2Fcart');
    login(MALL, 't', Date.now() + 60_000);
    capture('get', '/api/mall/x', () => fail(CODE.loginCheckFailed));
    await get('/x');
    expect(effects.logout).toHaveBeenCalledOnce();
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(storageKey(MALL, 'redirect'))).toBeNull();
  });

  it('11111 for a guest goes to login without saying a login failed', async () => {
    capture('get', '/api/mall/x', () => fail(CODE.loginCheckFailed));
    await get('/x');
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.navigate).toHaveBeenCalledWith('/points/login?redirect=%2Fcart%3Ftab%3D1');
  });

  it('11111 answers arriving together prompt once, and again after the next login', async () => {
    login(MALL, 't', Date.now() + 60_000);
    capture('get', '/api/mall/x', () => fail(CODE.loginCheckFailed));
    await Promise.all([get('/x', { n: 1 }), get('/x', { n: 2 })]);
    expect(effects.toast).toHaveBeenCalledOnce();
    login(MALL, 't2', Date.now() + 60_000);
    await get('/x');
    expect(effects.toast).toHaveBeenCalledTimes(2);
  });

  it('13504 alerts once per page life', async () => {
    capture('get', '/api/mall/x', () => fail(CODE.shopUnavailable));
    const first = await get('/x', { n: 1 });
    await get('/x', { n: 2 });
    expect(first).toMatchObject({ code: '13504', message: MESSAGE.shopUnavailable, handled: true });
    expect(effects.alert).toHaveBeenCalledExactlyOnceWith('温馨提醒', '网站不存在或已停用，请联系管理员');
  });
});

describe('network failures become code 500 with a message', () => {
  it.each<[string, () => Response, string]>([
    ['a failed connection', () => HttpResponse.error(), MESSAGE.offline],
    ['HTTP 500', () => new HttpResponse(null, { status: 500 }), MESSAGE.serverError],
    ['HTTP 502', () => new HttpResponse(null, { status: 502 }), MESSAGE.serverError],
    ['HTTP 503', () => new HttpResponse(null, { status: 503 }), MESSAGE.serverError],
    ['HTTP 504', () => new HttpResponse(null, { status: 504 }), MESSAGE.serverError],
    ['HTTP 404', () => new HttpResponse(null, { status: 404 }), MESSAGE.notFound],
    ['HTTP 401', () => new HttpResponse(null, { status: 401 }), MESSAGE.failed],
    ['a body that is not JSON', () => new HttpResponse('<html>', { status: 200 }), MESSAGE.failed],
    ['JSON without a code', () => HttpResponse.json({ hello: 1 }), MESSAGE.failed],
  ])('%s', async (_, answer, message) => {
    capture('get', '/api/mall/x', answer);
    expect(await get('/x')).toEqual({ success: false, code: '500', message });
  });

  /** Asks for a path that never answers: has it settled just before `ms`, and at `ms` with what answer? */
  async function slowRequest(ms: number) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    capture('get', '/api/mall/slow', async () => {
      await delay('infinite');
      return ok();
    });
    let answer: unknown;
    void get('/slow').then((result) => (answer = result));
    await vi.advanceTimersByTimeAsync(ms - 1);
    const early = answer;
    await vi.advanceTimersByTimeAsync(1);
    // A timer still pending is dropped here, so a request that did not time out at `ms` never answers.
    vi.useRealTimers();
    await vi.waitFor(() => expect(answer).toBeDefined());
    return { early, answer };
  }
  const timedOut = { success: false, code: '500', message: '请求超时，服务器未响应' };

  it("no answer within 40 s times out while the shop's profile is still loading (spec 1 §7)", async () => {
    freshClient(undefined, () => undefined);
    expect(await slowRequest(REQUEST_TIMEOUT_MS)).toEqual({ early: undefined, answer: timedOut });
  });

  it('once the profile has loaded, its limits.timing.requestTimeoutMs is the timeout', async () => {
    const timing = { ...defaultLimits.timing, requestTimeoutMs: 5_000 };
    freshClient(undefined, () => ({ ...defaultLimits, timing }));
    expect(await slowRequest(5_000)).toEqual({ early: undefined, answer: timedOut });
  });

  it("the client's timeout before a profile loads is the engine default's", () => {
    expect(REQUEST_TIMEOUT_MS).toBe(engineDefaults.limits?.timing?.requestTimeoutMs);
  });
});

describe('identical requests in flight', () => {
  it('cancel the earlier one on the wire, and its caller gets the later answer: same method, full URL and body', async () => {
    const hold = deferred<void>();
    const seen = capture('post', '/api/mall/x', async () => {
      await hold.promise;
      return ok('done');
    });
    const earlier = post('/x', { a: 1 });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    const later = post('/x', { a: 1 });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    hold.resolve();
    expect(await earlier).toMatchObject({ success: true, data: 'done' });
    expect(await later).toMatchObject({ success: true, data: 'done' });
    expect(seen[0]?.signal.aborted).toBe(true);
  });

  it.each<[string, () => Promise<unknown>, () => Promise<unknown>]>([
    ['a different body', () => post('/x', { a: 1 }), () => post('/x', { a: 2 })],
    ['a different query', () => request('/x', { data: { a: 1 } }), () => request('/x', { data: { a: 2 } })],
    ['a different method', () => get('/x'), () => post('/x')],
  ])('are not cancelled by %s', async (_, first, second) => {
    const hold = deferred<void>();
    const answer = async () => {
      await hold.promise;
      return ok('done');
    };
    capture('get', '/api/mall/x', answer);
    capture('post', '/api/mall/x', answer);
    const results = Promise.all([first(), second()]);
    hold.resolve();
    expect(await results).toEqual([
      expect.objectContaining({ success: true }),
      expect.objectContaining({ success: true }),
    ]);
  });

  it("resolve as cancelled when the caller's signal aborts", async () => {
    capture('get', '/api/mall/x', async () => {
      await delay('infinite');
      return ok();
    });
    const controller = new AbortController();
    const pending = get('/x', undefined, controller.signal);
    controller.abort();
    expect(await pending).toMatchObject({ code: CODE.cancelled, handled: true });
  });
});

describe('unwrap, for query functions', () => {
  it('gives the data or throws an ApiError carrying the result', async () => {
    capture('get', '/api/mall/ok', () => ok(7));
    capture('get', '/api/mall/bad', () => fail('20001', 'nope'));
    expect(unwrap(await get<number>('/ok'))).toBe(7);
    const error: unknown = await get('/bad')
      .then(unwrap)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'nope', result: { code: '20001' } });
  });
});
