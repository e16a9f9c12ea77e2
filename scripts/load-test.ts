/**
 * `npm run load-test`: the demo server over HTTP on loopback, under a mixed shopping load, then under the
 * same load while a flood of maximal client log batches arrives (docs/performance.md, "Load test").
 *
 * Phase 1: REQUESTS mixed requests (login, cart add and list, settlement preview, submit, order list) at
 * CONCURRENCY, spread over a few seeded members of several shops. Phase 2: the same mix while FLOOD
 * maximal log batches are sent at once. Each phase prints errors (no answer, HTTP ≥ 500, or code 99999),
 * refusals by code (stock, a points balance: the shop's word, not a failure) and p50/p95/p99 latency.
 */
import { CLIENT_LOG_LIMITS } from '../engine';
import { encryptCredential, DEMO_PASSWORD } from './lib/demo-login';
import { startServer } from './serve';

const REQUESTS = 2_000;
const CONCURRENCY = 20;
const FLOOD = 200;
const MEMBERS = [
  { mallPath: 'points', account: 'member' },
  { mallPath: 'procure', account: 'member' },
  { mallPath: 'dropship', account: 'member' },
  { mallPath: 'guide', account: 'member' },
];
const GOODS = ['G-ON-SALE', 'G-LADDER', 'G-DISCOUNT', 'G-ACTIVITY'];

interface Answer {
  code: string;
  data: unknown;
}

interface Tally {
  latencies: number[];
  errors: string[];
  refusals: Map<string, number>;
}

const tally = (): Tally => ({ latencies: [], errors: [], refusals: new Map() });

async function timed(
  tallied: Tally,
  label: string,
  send: () => Promise<Response>,
): Promise<Answer | undefined> {
  const start = performance.now();
  try {
    const response = await send();
    const answer = (await response.json()) as Answer;
    tallied.latencies.push(performance.now() - start);
    if (response.status >= 500 || answer.code === '99999') tallied.errors.push(`${label}: ${answer.code}`);
    else if (answer.code !== '00000')
      tallied.refusals.set(
        `${label} ${answer.code}`,
        (tallied.refusals.get(`${label} ${answer.code}`) ?? 0) + 1,
      );
    return answer;
  } catch (error) {
    tallied.errors.push(`${label}: ${String(error)}`);
    return undefined;
  }
}

function percentile(sorted: number[], share: number): string {
  const value = sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return `${value.toFixed(1)} ms`;
}

function report(name: string, tallied: Tally): void {
  const sorted = [...tallied.latencies].sort((a, b) => a - b);
  console.log(
    `${name}: ${sorted.length + tallied.errors.length} requests, ${tallied.errors.length} errors; ` +
      `p50 ${percentile(sorted, 0.5)}, p95 ${percentile(sorted, 0.95)}, p99 ${percentile(sorted, 0.99)}`,
  );
  if (tallied.refusals.size > 0)
    console.log(`  refusals: ${[...tallied.refusals].map(([key, count]) => `${key} ×${count}`).join(', ')}`);
  for (const error of tallied.errors.slice(0, 5)) console.log(`  error: ${error}`);
}

/** The shopping mix: one request of the n-th kind for a member (logging in again every tenth). */
function mix(base: string, publicKey: string, tokens: string[], tallied: Tally) {
  let keys = 0;
  return async (n: number) => {
    const who = n % MEMBERS.length;
    const { mallPath, account } = MEMBERS[who] ?? MEMBERS[0]!;
    const post = (path: string, body: unknown) => () =>
      fetch(`${base}/api${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Mall-Path': mallPath,
          Authorization: tokens[who] ?? '',
        },
        body: JSON.stringify(body),
      });
    const goodsCode = GOODS[n % GOODS.length] ?? 'G-ON-SALE';
    const items = [{ goodsCode, goodsSkuCode: `${goodsCode}-01`, quantity: 1 }];
    switch (n % 10) {
      case 0: {
        const answer = await timed(
          tallied,
          'login',
          post('/auth/login', { account, password: encryptCredential(DEMO_PASSWORD, publicKey) }),
        );
        const token = (answer?.data as { token?: string } | undefined)?.token;
        if (token) tokens[who] = token;
        return;
      }
      case 1:
      case 2:
        return void (await timed(
          tallied,
          'cart add',
          post('/cart/addCart', { goodsCode, goodsSkuCode: `${goodsCode}-01`, quantity: 1 }),
        ));
      case 3:
      case 4:
        return void (await timed(tallied, 'cart list', post('/cart/queryCartList', {})));
      case 5:
      case 6:
        return void (await timed(
          tallied,
          'settlement',
          post('/order/settlement/preview', { kind: 'normal', items }),
        ));
      case 7:
        return void (await timed(
          tallied,
          'submit',
          post('/order/submitOrder', { kind: 'normal', items, settlementKey: `load-${(keys += 1)}` }),
        ));
      default:
        return void (await timed(
          tallied,
          'order list',
          post('/order/orderList', { currentPage: 1, pageSize: 10 }),
        ));
    }
  };
}

async function run(count: number, each: (n: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await each((next += 1) - 1);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** A batch as large as the endpoint takes: the most events, each at the size limit. */
function maximalBatch(): string {
  const event = { type: 'error', name: 'load.flood', at: Date.now(), detail: { text: '' } };
  const room = CLIENT_LOG_LIMITS.maxEventChars - JSON.stringify(event).length;
  const full = { ...event, detail: { text: 'x'.repeat(room) } };
  return JSON.stringify({ events: Array.from({ length: CLIENT_LOG_LIMITS.maxEvents }, () => full) });
}

const server = await startServer({ port: 0, demoControls: false, onLog: () => {}, env: {} });
const base = server.url;
try {
  const keyAnswer = (await (await fetch(`${base}/api/auth/publicKey`)).json()) as { data: string };
  const publicKey = keyAnswer.data;
  const tokens: string[] = [];
  const warm = tally();
  for (const [index, { mallPath, account }] of MEMBERS.entries()) {
    const answer = await timed(warm, `login ${mallPath}`, () =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Mall-Path': mallPath },
        body: JSON.stringify({ account, password: encryptCredential(DEMO_PASSWORD, publicKey) }),
      }),
    );
    tokens[index] = (answer?.data as { token?: string } | undefined)?.token ?? '';
  }
  if (warm.errors.length > 0 || tokens.includes(''))
    throw new Error(`could not log in: ${warm.errors.join('; ')}`);

  const alone = tally();
  await run(REQUESTS, mix(base, publicKey, tokens, alone));
  report(`Phase 1, ${REQUESTS} mixed requests at concurrency ${CONCURRENCY}`, alone);

  const during = tally();
  const flood = tally();
  const batch = maximalBatch();
  const logs = Promise.all(
    Array.from({ length: FLOOD }, () =>
      timed(flood, 'log batch', () =>
        fetch(`${base}/api/log/batch?mallPath=points`, {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain' },
          body: batch,
        }),
      ),
    ),
  );
  await Promise.all([run(REQUESTS, mix(base, publicKey, tokens, during)), logs]);
  report(
    `Phase 2, the same mix while ${FLOOD} log batches of ${(batch.length / 1024).toFixed(0)} KB arrive`,
    during,
  );
  report('  the log batches', flood);
  const accepted =
    FLOOD - [...flood.refusals.values()].reduce((sum, count) => sum + count, 0) - flood.errors.length;
  console.log(`  log batches accepted: ${accepted}, events kept: ${server.gateway.logs.recent().length}`);
  process.exitCode = alone.errors.length + during.errors.length > 0 ? 1 : 0;
} finally {
  await server.close();
}
