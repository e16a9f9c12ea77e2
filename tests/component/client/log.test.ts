// Client logging (spec 1 §7): batches of 10 or every 10 s, a beacon when the page is hidden, every event
// with its context, nothing secret in any event, and a failing endpoint that costs one warning.
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_INTERVAL_MS, BATCH_SIZE } from '../../../src/lib/log/batch';
import type { StampedEvent } from '../../../src/lib/log/batch';
import type { ApiClient } from '../../../src/lib/api/request';
import { freshClient, ok, fail, server, startFakeGateway } from './fake-gateway';

startFakeGateway();

type LogModule = typeof import('../../../src/lib/log');
let log: LogModule;
let batches: StampedEvent[][];
let beacons: { url: string; data: Blob }[];
let stopLogging: () => void;
let api: ApiClient;

/** Lets the lazily loaded sender arrive and the fake endpoint answer. */
async function settle() {
  await vi.dynamicImportSettled();
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
  await new Promise((resolve) => setImmediate(resolve));
}

/** jsdom's Blob has no text(); its FileReader reads it. */
function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob ?? new Blob());
  });
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    value: hidden ? 'hidden' : 'visible',
    configurable: true,
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(async () => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  batches = [];
  beacons = [];
  server.use(
    http.post('/api/log/batch', async ({ request }) => {
      batches.push(((await request.json()) as { events: StampedEvent[] }).events);
      return ok();
    }),
  );
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((url: string, data: Blob) => {
      beacons.push({ url, data });
      return true;
    }),
  });
  // The modules are fresh: the client and session the sender reads must be too.
  const session = await import('../../../src/lib/session');
  const request = await import('../../../src/lib/api/request');
  localStorage.clear();
  session.loadSession('points');
  api = request.createApiClient({ mallPath: 'points', effects: freshEffects() });
  session.login('points', 'tok+en/abc', Date.now() + 60_000);
  log = await import('../../../src/lib/log');
  stopLogging = log.startLogging({ userId: () => 42, mallPath: () => 'points' });
});

afterEach(() => {
  stopLogging();
  setHidden(false);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// jsdom's own again (no beacon, its visibility), for the files after this one in the worker.
afterAll(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(document, 'visibilityState');
});

function freshEffects() {
  const { toast, alert, navigate, logout } = freshClient();
  return { toast, alert, navigate, logout };
}

const events = (count: number) => {
  for (let index = 0; index < count; index += 1) log.logEvent({ type: 'event', name: `e${index}` });
};

describe('batches: 10 events or every 10 seconds, whichever comes first', () => {
  it(`sends nothing for ${BATCH_SIZE - 1} events, and all ${BATCH_SIZE} at once with the tenth`, async () => {
    events(BATCH_SIZE - 1);
    await settle();
    expect(batches).toEqual([]);
    events(1);
    await settle();
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map((event) => event.name)).toEqual(
      Array.from({ length: BATCH_SIZE }, (_, index) => `e${index === BATCH_SIZE - 1 ? 0 : index}`),
    );
  });

  it('sends a smaller batch once 10 seconds have passed since its first event', async () => {
    events(3);
    await settle();
    vi.advanceTimersByTime(BATCH_INTERVAL_MS - 1);
    await settle();
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(1);
    await settle();
    expect(batches.map((batch) => batch.length)).toEqual([3]);
  });

  it('each event carries a trace id, the user id, mall domain and path, platform, browser and OS', async () => {
    log.logEvent({ type: 'error', name: 'chunk.failed', detail: { chunk: 'cart' } });
    await settle();
    vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    await settle();
    const [event] = batches[0] ?? [];
    expect(event).toMatchObject({
      type: 'error',
      name: 'chunk.failed',
      detail: { chunk: 'cart' },
      userId: 42,
      mallDomain: location.host,
      mallPath: 'points',
      platform: 'PC',
      page: location.pathname,
    });
    expect(event?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(event?.browser).toEqual(expect.any(String));
    expect(event?.os).toEqual(expect.any(String));
  });
});

describe('a pending batch leaves by navigator.sendBeacon when the page is hidden', () => {
  it('beacons what is queued, and the timer then sends nothing twice', async () => {
    events(2);
    await settle();
    setHidden(true);
    await settle();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe(new URL('/api/log/batch?mallPath=points', location.href).href);
    expect((JSON.parse(await textOf(beacons[0]?.data)) as { events: unknown[] }).events).toHaveLength(2);
    vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    await settle();
    expect(batches).toEqual([]);
  });

  it('beacons nothing when nothing is pending', async () => {
    events(BATCH_SIZE);
    await settle();
    setHidden(true);
    await settle();
    expect(beacons).toEqual([]);
  });
});

describe('never a token, password, phone number or address in an event', () => {
  it('redacts them by key and inside texts, including the session token itself', async () => {
    log.logEvent({
      type: 'error',
      name: 'leaky',
      detail: {
        token: 'tok+en/abc',
        password: 'Demo@2026',
        receiverPhone: '13912345678',
        receiverAddress: '北京市朝阳区某街道1号',
        address: { provinceName: '北京市', detail: '某街道1号' },
        message: 'failed for 13912345678 with tok en/abc',
        url: '/points/home?token=secret-token&expireTime=1',
        header: 'Authorization: Bearer abc.def',
        nested: { list: [{ mobile: '13800000000' }] },
      },
    });
    log.logError('boundary.caught', new Error('user 15012345678 at tok+en/abc'));
    await settle();
    vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    await settle();
    const sent = JSON.stringify(batches);
    for (const secret of [
      'tok+en/abc',
      'tok en/abc',
      'Demo@2026',
      '13912345678',
      '15012345678',
      '13800000000',
      '某街道',
      'secret-token',
      'abc.def',
    ]) {
      expect(sent).not.toContain(secret);
    }
    expect(sent).toContain('expireTime=1');
    expect(batches[0]?.[1]?.detail).toEqual({ message: 'Error: user [redacted] at [redacted]' });
  });
});

describe('a failing log endpoint is ignored after one console warning', () => {
  it.each([
    ['an HTTP error', () => new HttpResponse(null, { status: 502 })],
    ['a network error', () => HttpResponse.error()],
  ])('%s: one warning, then no more sends', async (_, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post('/api/log/batch', () => answer()));
    events(BATCH_SIZE);
    await settle();
    expect(warn).toHaveBeenCalledOnce();
    const sends = vi.fn();
    server.use(http.post('/api/log/batch', () => (sends(), ok())));
    events(BATCH_SIZE * 2);
    vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    setHidden(true);
    await settle();
    expect(sends).not.toHaveBeenCalled();
    expect(beacons).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('what is logged', () => {
  it('a failed request, with its code and path (never its query or body)', async () => {
    server.use(http.post('/api/cart/addCart', () => fail('99999')));
    await api.post('{cart}/addCart', { goodsCode: 'G-1', phone: '13912345678' });
    await settle();
    vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    await settle();
    expect(batches.flat()).toEqual([
      expect.objectContaining({
        type: 'error',
        name: 'request.failed',
        detail: { api: '{cart}/addCart', code: '99999' },
      }),
    ]);
  });

  it('a Content-Security-Policy violation', async () => {
    const violation = new Event('securitypolicyviolation');
    Object.assign(violation, {
      effectiveDirective: 'img-src',
      blockedURI: 'https://elsewhere.example/x.png',
      sourceFile: '',
      lineNumber: 0,
    });
    document.dispatchEvent(violation);
    await settle();
    vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    await settle();
    expect(batches.flat()).toEqual([
      expect.objectContaining({
        name: 'csp.violation',
        detail: { directive: 'img-src', blocked: 'https://elsewhere.example/x.png', source: '', line: 0 },
      }),
    ]);
  });
});
