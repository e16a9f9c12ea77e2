// Every route of the gateway's router, as a guest and as a member, fed fields of the wrong shape: objects,
// arrays, numbers, booleans and the names of Object.prototype. Each must answer a refusal (10001 and the
// like) or a success, never 99999, and never a stack trace. The field names a route may read are the quoted
// names in the file that declares its path, each sent with the others set to '1' so the checks before it pass.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkProfileFolder } from '../../../scripts/lib/profiles-fs';
import { PURCHASE_REQUEST_FIELDS } from '../../../engine';
import { setupServer } from 'msw/node';
import { createDemoGateway } from '../../../src/demo-gateway';
import type { ProfileMap } from '../../../src/demo-gateway';
import { GATEWAY_ROUTES } from '../../../src/demo-gateway/gateway';
import { demoGatewayHandlers } from '../../../src/demo-gateway/msw';
import { ENCRYPTED_REQUESTS } from '../../../src/demo-gateway/routes/shop';
import { aesEncrypt, client } from './helpers';
import { scaled } from '../../../scripts/lib/time-scale';

const ROUTE_FILES = join('src', 'demo-gateway', 'routes');
const sources = readdirSync(ROUTE_FILES).map((file) => readFileSync(join(ROUTE_FILES, file), 'utf8'));
const PROTOTYPE_NAMES = ['toString', '__proto__', 'constructor'];

/** The names a route may read: quoted identifiers of its file, the engine's form fields, prototype names. */
function fieldsOf(path: string): string[] {
  const source = sources.find((text) => text.includes(`'${path}'`)) ?? '';
  const quoted = [...source.matchAll(/'([A-Za-z_$][\w$]*)'/g)].map((match) => match[1] ?? '');
  return [...new Set([...quoted, ...PURCHASE_REQUEST_FIELDS, ...PROTOTYPE_NAMES])];
}

const BAD_VALUES: readonly unknown[] = [
  { toString: 1 },
  JSON.parse('{"__proto__":{"polluted":1},"valueOf":2}'),
  ['1', { toString: 1 }],
  1.5,
  true,
  ...PROTOTYPE_NAMES,
];
// A query carries only text.
const BAD_TEXTS = ['toString', '__proto__', 'constructor', '[object Object]', '-1', '1e400', '1.5', 'true'];

let shops: ProfileMap;
const gateway = createDemoGateway({
  profiles: () => shops,
  now: () => Date.UTC(2026, 2, 1, 2, 0, 0),
  onError: () => {},
});
const { call, token: tokenOf } = client(() => 'http://shop.test');
const base = 'http://shop.test/api';
let member = '';
let secret = { aesKey: '', aesIv: '' };

interface Probe {
  route: string;
  field: string;
  value: string | undefined;
  text: string;
}

async function send(method: string, path: string, body: unknown, token: string): Promise<string> {
  const headers: Record<string, string> = { 'X-Mall-Path': 'points', 'Content-Type': 'application/json' };
  if (token) headers.Authorization = token;
  const encrypted = ENCRYPTED_REQUESTS.includes(path.replace(/^\/mall/, ''));
  const payload = encrypted ? { encryptData: aesEncrypt(body, secret) } : body;
  const url =
    method === 'GET' ? `${base}${path}?${new URLSearchParams(body as Record<string, string>)}` : base + path;
  const request = new Request(url, {
    method,
    headers,
    body: method === 'GET' ? undefined : JSON.stringify(payload),
  });
  return (await gateway.handle(request)).text();
}

/** Every route × field × bad value, with the other fields plausible; the answers that crashed or leaked. */
async function probe(token: string): Promise<Probe[]> {
  const failures: Probe[] = [];
  for (const route of GATEWAY_ROUTES) {
    const path = route.path.replace(/\*$/, 'x');
    const fields = fieldsOf(route.path);
    const plausible = Object.fromEntries(fields.map((field) => [field, '1']));
    const wholeBodies: unknown[] = route.method === 'GET' ? [] : [[], 'text', 7, null, [plausible]];
    const values = route.method === 'GET' ? BAD_TEXTS : BAD_VALUES;
    const bodies = [
      ...wholeBodies.map((body) => ({ field: '(body)', value: body, body })),
      ...fields.flatMap((field) =>
        values.map((value) => ({ field, value, body: { ...plausible, [field]: value } })),
      ),
      // Lists of records (settlement items, cart lines): each name inside them wrong too.
      ...(route.method === 'GET' ? [] : values).map((value) => ({
        field: '(each record)',
        value,
        body: Object.fromEntries(fields.map((field) => [field, [{ ...plausible, [field]: value }]])),
      })),
    ];
    for (const { field, value, body } of bodies) {
      const text = await send(route.method, path, body, token);
      if (/"code":"99999"/.test(text) || /\bat \S+ \(|\n\s+at /.test(text)) {
        failures.push({
          route: `${route.method} ${route.path}`,
          field,
          value: JSON.stringify(value),
          text: text.slice(0, 120),
        });
      }
    }
  }
  return failures;
}

beforeAll(async () => {
  shops = (await checkProfileFolder()).shops;
  const server = setupServer(...demoGatewayHandlers(gateway));
  server.listen({ onUnhandledRequest: 'error' });
  const { data } = await call<{ aesKey: string; aesIv: string }>(
    '/api/mall/website/queryInterfaceEncryption',
  );
  secret = data;
  member = await tokenOf('member');
  server.close();
});

describe('request shapes: no route crashes or shows a stack trace', () => {
  it('covers every route of the router', () => {
    expect(GATEWAY_ROUTES.length).toBeGreaterThan(70);
    for (const route of GATEWAY_ROUTES) expect(fieldsOf(route.path).length).toBeGreaterThan(5);
  });

  it.each([
    ['a guest', () => ''],
    ['a member', () => member],
  ])(
    'as %s',
    async (_, token) => {
      expect(await probe(token())).toEqual([]);
    },
    scaled(120_000),
  );
});
