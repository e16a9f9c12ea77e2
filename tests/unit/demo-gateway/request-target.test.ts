// One request target (docs/security.md): the server that `npm start` runs without DEMO_CONTROLS and the
// profile preview's server hand the gateway the path their gate checked, on a fixed origin, so nothing else
// a client sends (Host, X-Forwarded-*, an absolute-form target, `//`, encoded slashes, dot segments) reaches
// the demo controls. Raw sockets, so the hostile Host headers and request lines are really sent.
import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../scripts/serve';
import type { RunningServer } from '../../../scripts/serve';
import { requestTarget } from '../../../scripts/lib/node-fetch-bridge';
import { client, fixtureFolders } from './helpers';

let plain: RunningServer;
let preview: RunningServer;
let demo: RunningServer;

beforeAll(async () => {
  const folders = await fixtureFolders();
  const options = { port: 0, ...folders, onError: () => {}, onLog: () => {}, env: {} };
  [plain, preview, demo] = await Promise.all([
    startServer(options),
    // As scripts/profiles-preview.ts starts it: a draft's preview, no demo controls.
    startServer({ ...options, preview: { file: 'draft.json', expiresAt: Date.now() + 3_600_000 } }),
    startServer({ ...options, demoControls: true }),
  ]);
});
afterAll(() => Promise.all([plain.close(), preview.close(), demo.close()]));
// A fault a test let through must not fail the tests after it.
afterEach(() => [plain, preview, demo].forEach((server) => server.gateway.reset()));

interface RawReply {
  status: number;
  text: string;
}

/** One request written byte for byte: the request line and headers exactly as given. */
function rawRequest(
  server: RunningServer,
  { method = 'POST', target, host = `127.0.0.1:${server.port}`, headers = [], body = '' }: RawSend,
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    const lines = [
      `${method} ${target} HTTP/1.1`,
      `Host: ${host}`,
      'X-Mall-Path: points',
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...headers,
    ];
    // Written, not ended: the server closes the connection after its answer (Connection: close), and a client
    // that half-closed first may get no answer at all.
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
  });
}

interface RawSend {
  method?: string;
  target: string;
  host?: string;
  headers?: string[];
  body?: string;
}

/** What the faults control would take: a fault on every request. Its answer says 故障已注入. */
const FAULT = JSON.stringify({ path: '*', code: '99999' });
const CONTROL_ANSWER = '故障已注入';
const LEGIT = '/api/mall/website/queryWebsiteInfo';

const HOSTILE: [string, RawSend][] = [
  ['a Host header with a path', { target: LEGIT, host: '127.0.0.1/api/__demo/faults?' }],
  ['a Host header with a path and a fragment', { target: LEGIT, host: '127.0.0.1/api/__demo/faults#' }],
  [
    'X-Forwarded-Host, X-Forwarded-Proto and Forwarded',
    {
      target: LEGIT,
      headers: [
        'X-Forwarded-Host: 127.0.0.1/api/__demo/faults?',
        'X-Forwarded-Proto: http',
        'Forwarded: host="127.0.0.1/api/__demo/faults?"',
      ],
    },
  ],
  [
    'X-Original-URL and X-Rewrite-URL',
    { target: LEGIT, headers: ['X-Original-URL: /api/__demo/faults', 'X-Rewrite-URL: /api/__demo/faults'] },
  ],
  ['an absolute-form target', { target: 'http://127.0.0.1/api/__demo/faults' }],
  [
    'an absolute-form target with a legit path and a hostile Host',
    { target: `http://127.0.0.1${LEGIT}`, host: '127.0.0.1/api/__demo/faults?' },
  ],
  ['a target starting with //host', { target: '//127.0.0.1/api/__demo/faults' }],
  ['a target starting with //api', { target: '//api/__demo/faults' }],
  ['a doubled slash inside', { target: '/api//__demo/faults' }],
  ['an encoded slash', { target: '/api/%2F__demo/faults' }],
  ['an encoded slash after api', { target: '/api%2F__demo/faults' }],
  ['encoded underscores', { target: '/api/%5F%5Fdemo/faults' }],
  ['dot segments', { target: '/api/mall/../__demo/faults' }],
  ['encoded dot segments', { target: '/api/mall/%2e%2e/__demo/faults' }],
  ['a dot segment out of the api', { target: '/x/../api/__demo/faults' }],
  ['backslashes', { target: '/api\\__demo\\faults' }],
];

describe.each([
  ['the server of npm start without DEMO_CONTROLS', () => plain],
  ['the profile preview server', () => preview],
])('%s', (_, server) => {
  it.each(HOSTILE)('%s does not reach the demo controls', async (__, send) => {
    const reply = await rawRequest(server(), { ...send, body: FAULT });
    expect(reply.status).toBeGreaterThan(0);
    expect(reply.text).not.toContain(CONTROL_ANSWER);
    expect(server().gateway.faults.list()).toEqual([]);
  });

  it('the legit forms still work: an API call, an absolute-form target, a page and a profile', async () => {
    const answer = await rawRequest(server(), { method: 'GET', target: LEGIT });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('"code":"00000"');
    const absolute = await rawRequest(server(), {
      method: 'GET',
      target: `http://127.0.0.1:${server().port}${LEGIT}`,
    });
    expect(absolute.text).toContain('"code":"00000"');
    expect((await rawRequest(server(), { method: 'GET', target: '/points/home' })).text).toContain(
      '<div id="root">',
    );
    expect(
      (await rawRequest(server(), { method: 'GET', target: '/shop-profiles/points.json' })).text,
    ).toContain('"mallPath": "points"');
  });
});

describe('what a member could do with the Host header, on the server of npm start', () => {
  it('reset every shop: refused, and the member’s cart keeps what was added', async () => {
    const { call, token } = client(() => plain.url);
    const member = await token('member');
    const count = async () => (await call<number>('/api/cart/countCart', { token: member, body: {} })).data;
    await call('/api/cart/addCart', {
      token: member,
      body: { goodsCode: 'G-ON-SALE', goodsSkuCode: 'G-ON-SALE-01', quantity: 1 },
    });
    const before = await count();
    const reply = await rawRequest(plain, {
      target: '/api/cart/countCart',
      host: '127.0.0.1/api/__demo/reset?',
      body: '{}',
    });
    expect(reply.text).not.toContain('演示数据已重置');
    expect(await count()).toBe(before);
    expect(before).toBeGreaterThan(0);
  });
});

describe('with DEMO_CONTROLS, for contrast', () => {
  it('the controls answer at their own path', async () => {
    const reply = await rawRequest(demo, { target: '/api/__demo/faults', body: FAULT });
    expect(reply.text).toContain(CONTROL_ANSWER);
    expect(demo.gateway.faults.list()).toHaveLength(1);
  });

  it('but not at a path the gate did not check', async () => {
    const reply = await rawRequest(demo, {
      target: LEGIT,
      host: '127.0.0.1/api/__demo/faults?',
      body: FAULT,
    });
    expect(reply.text).not.toContain(CONTROL_ANSWER);
    expect(demo.gateway.faults.list()).toEqual([]);
  });
});

describe('requestTarget: the path and query of the request line, on a fixed origin', () => {
  const target = (url: string) =>
    requestTarget({ url, headers: { host: 'evil.example' } } as IncomingMessage);
  const origin = target('/').origin;

  it.each([
    ['a path and query', '/api/cart/addCart?x=1', '/api/cart/addCart', '?x=1'],
    ['a path starting with //', '//evil.example/api/__demo/reset', '//evil.example/api/__demo/reset', ''],
    ['an absolute-form target', 'http://evil.example/api/__demo/reset?a=1', '/api/__demo/reset', '?a=1'],
    ['dot segments, resolved', '/api/mall/../__demo/reset', '/api/__demo/reset', ''],
    ['an encoded slash, kept', '/api/%2F__demo/reset', '/api/%2F__demo/reset', ''],
    ['an asterisk', '*', '/', ''],
    ['another scheme', 'javascript:alert(1)', '/', ''],
  ])('%s', (_, url, pathname, search) => {
    const read = target(url);
    expect(read.origin).toBe(origin);
    expect(read.pathname).toBe(pathname);
    expect(read.search).toBe(search);
  });

  it('the origin is none the client can name', () => {
    expect(origin).not.toMatch(/evil|127\.0\.0\.1|localhost/);
  });
});
