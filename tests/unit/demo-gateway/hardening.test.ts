// The demo server as an attacker and an unlucky client meet it: security headers on every
// answer, a refused oversized body that leaves the connection usable, bad percent escapes, the login
// throttle, and the demo controls that exist only when the server is started for the demo or tests.
import { Agent, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../../../scripts/serve';
import type { RunningServer } from '../../../scripts/serve';
import { contentSecurityPolicy } from '../../../scripts/lib/security-headers';
import { LOGIN_THROTTLE } from '../../../engine';
import { client, fixtureFolders } from './helpers';

let server: RunningServer;
let locked: RunningServer;
let clock = Date.UTC(2026, 2, 1, 2, 0, 0);
const { raw, call, login } = client(() => server.url);

beforeAll(async () => {
  const folders = await fixtureFolders();
  const options = { port: 0, ...folders, now: () => clock, onError: () => {}, env: {} };
  [server, locked] = await Promise.all([
    startServer({ ...options, demoControls: true }),
    startServer({ ...options, onLog: () => {} }),
  ]);
});
afterAll(() => Promise.all([server.close(), locked.close()]));
beforeEach(async () => {
  await call('/api/__demo/reset', { method: 'POST', body: {} });
});

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** One request over a given agent, so a test can see what happens to a kept-alive connection. */
function send(agent: Agent, path: string, body?: { chunks: Buffer[]; length?: number }): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.url);
    const headers: Record<string, string | number> = { 'X-Mall-Path': 'points' };
    if (body) headers['Content-Type'] = 'application/json';
    if (body?.length !== undefined) headers['Content-Length'] = body.length;
    const outgoing = httpRequest(url, { agent, method: body ? 'POST' : 'GET', headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
      );
    });
    // The server may stop reading a refused body: what the client could not write does not matter here.
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') reject(error);
    });
    for (const chunk of body?.chunks ?? []) outgoing.write(chunk);
    outgoing.end();
  });
}

describe('security headers (docs/security.md)', () => {
  const policy =
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
    "font-src 'self' data:; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'; " +
    "form-action 'self'; frame-ancestors 'none'";

  it.each([
    ['a page of the app', '/points/home'],
    ['an asset', '/assets/app-3f2a.js'],
    ['a missing asset', '/assets/missing.js'],
    ['an API answer', '/api/mall/website/queryWebsiteInfo'],
    ['an image of the CDN alias', '/api/cdn/img/G-LADDER-01.svg'],
    ['a shop profile', '/shop-profiles/points.json'],
  ])('%s carries CSP, nosniff, the referrer policy and X-Frame-Options', async (_, path) => {
    const { headers } = await raw(path);
    expect(headers.get('content-security-policy')).toBe(policy);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
  });

  it('a policy never allows eval, inline scripts or framing', () => {
    const script = /script-src ([^;]*)/.exec(policy)?.[1];
    expect(script).toBe("'self'");
    expect(policy).not.toMatch(/unsafe-eval/);
  });

  it('a build pointed at a real gateway may reach that gateway and load images from its CDN alias', () => {
    const real = contentSecurityPolicy({
      VITE_BASE_MAIN: 'https://gw.example.com/mall',
      VITE_BASE_CART: 'https://gw.example.com/cart',
      VITE_BASE_CDN: 'https://cdn.example.com/img',
      VITE_BASE_LOG: 'https://log.example.com/batch',
      VITE_BASE_LOGIN: '/api/auth',
    });
    expect(real).toContain(
      "connect-src 'self' https://cdn.example.com https://gw.example.com https://log.example.com;",
    );
    expect(real).toContain("img-src 'self' data: https://cdn.example.com;");
    expect(real).toContain("frame-src 'self' https://cdn.example.com;");
    expect(real).toContain("script-src 'self';");
  });
});

describe('a body over 5 MB', () => {
  const tooLarge = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20);

  it.each([
    ['with a Content-Length', { chunks: [tooLarge], length: tooLarge.length }],
    ['streamed in chunks', { chunks: [tooLarge.subarray(0, 3_000_000), tooLarge.subarray(3_000_000)] }],
  ])('%s answers 413 and closes the connection, and the next request succeeds', async (_, body) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await send(agent, '/api/mall/website/queryWebsiteInfo')).status).toBe(200);
      const refused = await send(agent, '/api/cart/addCart', body);
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      expect(JSON.parse(refused.text)).toMatchObject({
        success: false,
        code: '413',
        message: '请求数据过大',
      });
      const next = await send(agent, '/api/mall/website/queryWebsiteInfo');
      expect(next.status).toBe(200);
      expect(JSON.parse(next.text)).toMatchObject({ success: true });
    } finally {
      agent.destroy();
    }
  });
});

describe('malformed percent escapes', () => {
  it.each(['/api/cdn/img/%E0%A4%A.svg', '/api/mall/goods/%', '/shop-profiles/%E0%A4%A.json'])(
    '%s answers 400 with code 10001, not 99999',
    async (path) => {
      const response = await raw(path);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        success: false,
        code: '10001',
        message: '请求地址格式错误',
      });
    },
  );
});

describe(`login throttle: after ${LOGIN_THROTTLE.maxFailures} wrong passwords, a minute of refusals`, () => {
  const wrong = (account = 'member') => login(account, 'points', 'wrong-password');

  it('the fifth wrong password locks the account; even the right password is refused for a minute', async () => {
    for (let attempt = 1; attempt < LOGIN_THROTTLE.maxFailures; attempt += 1) {
      expect(await wrong()).toMatchObject({ code: '10002', message: '账号或密码错误' });
    }
    expect(await wrong()).toMatchObject({ code: '10002', message: '密码错误次数过多，请60秒后再试' });
    clock += 30_000;
    expect(await login('member')).toMatchObject({
      success: false,
      code: '10005',
      message: '密码错误次数过多，请30秒后再试',
    });
    expect((await login('reviewer')).success).toBe(true);
    clock += 30_000;
    expect((await login('member')).success).toBe(true);
  });

  it('a successful login starts the count again', async () => {
    for (let attempt = 1; attempt < LOGIN_THROTTLE.maxFailures; attempt += 1) await wrong();
    expect((await login('member')).success).toBe(true);
    expect(await wrong()).toMatchObject({ message: '账号或密码错误' });
    expect((await login('member')).success).toBe(true);
  });

  it('an unknown account is throttled the same way, so refusals tell nothing about who exists', async () => {
    for (let attempt = 1; attempt <= LOGIN_THROTTLE.maxFailures; attempt += 1) await wrong('nobody');
    expect(await wrong('nobody')).toMatchObject({ code: '10005', message: '密码错误次数过多，请60秒后再试' });
  });
});

describe('demo controls exist only when the server is started for the demo or tests', () => {
  it('without them, /api/__demo/* is not routed and X-Demo-Fault is ignored', async () => {
    const other = client(() => locked.url);
    expect((await other.raw('/api/__demo/faults', { body: { path: '*', code: '99999' } })).status).toBe(404);
    expect((await other.raw('/api/__demo/reset', { method: 'POST', body: {} })).status).toBe(404);
    expect(
      await other.call('/api/mall/website/queryWebsiteInfo', { headers: { 'X-Demo-Fault': 'code=99999' } }),
    ).toMatchObject({ success: true });
  });

  it('with them, the header faults one request', async () => {
    expect(
      await call('/api/mall/website/queryWebsiteInfo', { headers: { 'X-Demo-Fault': 'code=99999' } }),
    ).toMatchObject({ success: false, code: '99999' });
  });
});

describe('client log batches (spec 1 §7)', () => {
  const event = (name: string) => ({
    type: 'error',
    name,
    at: clock,
    traceId: 't-1',
    userId: 7,
    mallDomain: '127.0.0.1',
    mallPath: 'points',
    platform: 'PC',
    browser: 'Chrome 120',
    os: 'Linux',
    detail: { code: '99999', path: '/cart/addCart' },
  });

  it('keeps the last 500 events, from a beacon naming its shop in the query', async () => {
    for (let batch = 0; batch < 28; batch += 1) {
      const events = Array.from({ length: 20 }, (_, index) => event(`e${batch * 20 + index}`));
      // As navigator.sendBeacon sends it: text/plain, no X-Mall-Path.
      const answer = await fetch(`${server.url}/api/log/batch?mallPath=points`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ events }),
      });
      expect(await answer.json()).toMatchObject({ success: true, code: '00000' });
    }
    const kept = server.gateway.logs.recent();
    expect(kept).toHaveLength(500);
    expect(kept[0]?.name).toBe('e60');
    expect(kept.at(-1)?.name).toBe('e559');
  });

  it.each([
    ['no events', {}],
    ['an empty batch', { events: [] }],
    ['an event without a name', { events: [{ type: 'error' }] }],
    ['a batch too large', { events: Array.from({ length: 51 }, () => event('x')) }],
  ])('refuses %s with 10001', async (_, body) => {
    expect(await call('/api/log/batch', { body })).toMatchObject({ success: false, code: '10001' });
  });
});
