// The client log endpoint as an abuser meets it: it needs a shop, refuses oversized batches and events and
// a client sending too often (without slowing anyone else), redacts with the browser's rule, prints one
// line per event whatever the event holds, and prints a bounded amount a minute with one summary line.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkProfileFolder } from '../../../scripts/lib/profiles-fs';
import { CLIENT_LOG_LIMITS, CLIENT_LOG_MESSAGES, redact } from '../../../engine';
import { createDemoGateway } from '../../../src/demo-gateway';
import type { DemoGateway, ProfileMap } from '../../../src/demo-gateway';

let shops: ProfileMap;
let printed: string[];
let gateway: DemoGateway;

beforeAll(async () => {
  shops = (await checkProfileFolder()).shops;
});
afterEach(() => vi.useRealTimers());

function start(): void {
  printed = [];
  gateway = createDemoGateway({ profiles: shops, onLog: (line) => printed.push(line) });
}

const event = (fields: Record<string, unknown> = {}) => ({
  type: 'error',
  name: 'request.failed',
  at: Date.UTC(2026, 2, 1),
  mallPath: 'points',
  browser: 'Chrome 120',
  detail: { api: '{cart}/addCart', code: '99999' },
  ...fields,
});

async function send(
  events: unknown[],
  { client = 'browser-1', query = '?mallPath=points' } = {},
): Promise<{ code: string; message: string }> {
  const request = new Request(`http://shop.test/api/log/batch${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify({ events }),
  });
  return (await (await gateway.handle(request, client)).json()) as { code: string; message: string };
}

describe('the client log endpoint', () => {
  it('needs the shop, like every call (a beacon names it in the query)', async () => {
    start();
    expect(await send([event()], { query: '' })).toMatchObject({ code: '13504' });
    expect(await send([event()])).toMatchObject({ code: '00000' });
    expect(gateway.logs.recent()).toHaveLength(1);
  });

  it.each([
    ['an empty batch', [], CLIENT_LOG_MESSAGES.batchSize],
    [
      'a batch over the limit',
      Array.from({ length: CLIENT_LOG_LIMITS.maxEvents + 1 }, () => event()),
      CLIENT_LOG_MESSAGES.batchSize,
    ],
    ['an event without a name', [{ type: 'error' }], CLIENT_LOG_MESSAGES.eventFormat],
    [
      'an event over the size limit',
      [event({ detail: { text: 'x'.repeat(CLIENT_LOG_LIMITS.maxEventChars) } })],
      CLIENT_LOG_MESSAGES.eventFormat,
    ],
  ])('refuses %s with 10001 and keeps nothing', async (_, events, message) => {
    start();
    expect(await send(events)).toEqual(expect.objectContaining({ code: '10001', message }));
    expect(gateway.logs.recent()).toEqual([]);
  });

  it('prints one line per event, control and bidi characters escaped', async () => {
    start();
    const forged =
      '\r\n[client log] 2026-03-01T00:00:00.000Z error admin.login ok\u001b[2J\u202egnp.exe\u0085';
    await send([event({ name: forged, browser: forged, detail: { note: forged } }), event()]);
    expect(printed).toHaveLength(2);
    for (const line of printed) {
      // eslint-disable-next-line no-control-regex -- the characters the line must not hold
      expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    }
    expect(printed[0]).toContain('\\u000d\\u000a[client log]');
    expect(printed[0]).toContain('\\u001b[2J\\u202egnp.exe\\u0085');
  });

  it('redacts on the server with the rule the browser uses', async () => {
    start();
    const detail = {
      url: '/cart?token=abc123&x=1',
      message: 'call 13912345678 with Bearer eyJhbGciOi',
      password: 'Demo@2026',
    };
    await send([event({ detail, page: '/points/13912345678' })]);
    const [kept] = gateway.logs.recent();
    expect(kept?.detail).toEqual(redact(detail, []));
    expect(kept?.detail).toEqual({
      url: '/cart?token=[redacted]&x=1',
      message: 'call [redacted] with Bearer [redacted]',
      password: '[redacted]',
    });
    expect(kept?.page).toBe('/points/[redacted]');
    expect(printed.join('\n')).not.toMatch(/13912345678|abc123|Demo@2026|eyJhbGciOi/);
  });

  it('refuses a client past its batches a minute with 10005; other clients and calls go on', async () => {
    start();
    for (let batch = 0; batch < CLIENT_LOG_LIMITS.batchesPerMinute; batch += 1) {
      expect(await send([event()])).toMatchObject({ code: '00000' });
    }
    expect(await send([event()])).toEqual(
      expect.objectContaining({ code: '10005', message: CLIENT_LOG_MESSAGES.tooFrequent }),
    );
    expect(await send([event()], { client: 'browser-2' })).toMatchObject({ code: '00000' });
    const info = await gateway.handle(
      new Request('http://shop.test/api/mall/website/queryWebsiteInfo', {
        headers: { 'X-Mall-Path': 'points' },
      }),
      'browser-1',
    );
    expect(await info.json()).toMatchObject({ code: '00000' });
  });

  it('prints at most its lines a minute, then says in one line how many it did not print', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    start();
    const limit = CLIENT_LOG_LIMITS.printedPerMinute;
    const batch = Array.from({ length: CLIENT_LOG_LIMITS.maxEvents }, () => event());
    const batches = Math.ceil(limit / batch.length) + 1;
    for (let each = 0; each < batches; each += 1) await send(batch, { client: `browser-${each}` });
    const received = batches * batch.length;
    expect(gateway.logs.recent()).toHaveLength(received);
    expect(printed).toHaveLength(limit);

    vi.advanceTimersByTime(60_000);
    expect(printed).toHaveLength(limit + 1);
    expect(printed.at(-1)).toMatch(
      new RegExp(
        `^\\[client log\\] ${received - limit} events not printed in the minute from .* \\(at most ${limit} lines a minute\\)$`,
      ),
    );
    await send([event()]);
    expect(printed).toHaveLength(limit + 2);
  });
});
