/**
 * `npm run load-test`: the demo server over HTTP on loopback, under a mixed shopping load, then under the
 * same load while a flood of maximal client log batches arrives, then with the members shopping alone and
 * while one member loops the batch-order check (docs/performance.md, "Load test").
 *
 * Phase 1: REQUESTS mixed requests (login, cart add and list, settlement preview, submit, order list) at
 * CONCURRENCY, spread over a few seeded members of several shops. Phase 2: the same mix while FLOOD
 * maximal log batches are sent at once. Phase 3: the members one request each at a time, SHOPPER_REQUESTS
 * alone and as many while FLOODER sends checks of as many rows as the shop takes one after another, in
 * blocks taking turns. Each part prints errors (no answer, HTTP ≥ 500, or code 99999), refusals by code
 * (stock, a points balance, a rate: the shop's word, not a failure) and p50/p95/p99 latency. The run fails on
 * any error of the members, or when their p95 with the flood is more than P95_LIMIT times their p95 alone:
 * one member may not slow everyone else down.
 */
import { batchOrderLimits, CLIENT_LOG_LIMITS, limitsOf } from '../engine';
import { encryptCredential, DEMO_PASSWORD } from './lib/demo-login';
import { PROFILES_DIR } from './lib/profiles-fs';
import { resolvedProfile } from './lib/resolved-profiles';
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
/** Phase 3's flooding member: a buyer with batch orders, and none of MEMBERS, whose latency is measured. */
const FLOODER = { mallPath: 'procure', account: 'supplier' };
/** Phase 3's requests alone and as many with the flood, in ROUNDS blocks of each taking turns. */
const SHOPPER_REQUESTS = 1_000;
const ROUNDS = 5;
/** How much slower the members may be while FLOODER floods than alone, at the 95th percentile. */
const P95_LIMIT = 1.5;

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

function percentile({ latencies }: Tally, share: number): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

function report(name: string, tallied: Tally): void {
  const ms = (share: number) => `${percentile(tallied, share).toFixed(1)} ms`;
  console.log(
    `${name}: ${tallied.latencies.length + tallied.errors.length} requests, ${tallied.errors.length} errors; ` +
      `p50 ${ms(0.5)}, p95 ${ms(0.95)}, p99 ${ms(0.99)}`,
  );
  if (tallied.refusals.size > 0)
    console.log(`  refusals: ${[...tallied.refusals].map(([key, count]) => `${key} ×${count}`).join(', ')}`);
  for (const error of tallied.errors.slice(0, 5)) console.log(`  error: ${error}`);
}

/** A POST to the gateway as a member of a shop (a guest without a token). */
const poster =
  (base: string, mallPath: string, token = '') =>
  (path: string, body: unknown) =>
  () =>
    fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Mall-Path': mallPath, Authorization: token },
      body: JSON.stringify(body),
    });

/** Settlement keys of the whole run: each submit a new purchase, whichever phase sends it. */
let settlementKeys = 0;

/** The shopping mix: one request of the n-th kind for a member (logging in again every tenth). */
function mix(base: string, publicKey: string, tokens: string[], tallied: Tally) {
  return async (n: number) => {
    const who = n % MEMBERS.length;
    const { mallPath, account } = MEMBERS[who] ?? MEMBERS[0]!;
    const post = poster(base, mallPath, tokens[who]);
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
          post('/order/submitOrder', {
            kind: 'normal',
            items,
            settlementKey: `load-${(settlementKeys += 1)}`,
          }),
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

async function run(
  count: number,
  each: (n: number) => Promise<void>,
  concurrency = CONCURRENCY,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await each((next += 1) - 1);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** A batch as large as the endpoint takes: the most events, each at the size limit. */
function maximalBatch(): string {
  const event = { type: 'error', name: 'load.flood', at: Date.now(), detail: { text: '' } };
  const room = CLIENT_LOG_LIMITS.maxEventChars - JSON.stringify(event).length;
  const full = { ...event, detail: { text: 'x'.repeat(room) } };
  return JSON.stringify({ events: Array.from({ length: CLIENT_LOG_LIMITS.maxEvents }, () => full) });
}

/** A check of as many rows as FLOODER's shop takes (limits.batchOrder.maxRows): the costliest a member may send. */
async function largestBatchCheck() {
  const load = await resolvedProfile(PROFILES_DIR, FLOODER.mallPath);
  if (load.status !== 'ready') throw new Error(`shop ${FLOODER.mallPath}: ${load.status}`);
  const { maxRows } = batchOrderLimits(limitsOf(load.resolved));
  const rows = Array.from({ length: maxRows }, (_, index) => ({
    line: index + 1,
    goodsSkuCode: `G-${String(index + 1).padStart(4, '0')}-01`,
    quantity: 1,
  }));
  return { variant: 'normal', rows };
}

const server = await startServer({ port: 0, demoControls: false, onLog: () => {}, env: {} });
const base = server.url;
try {
  const keyAnswer = (await (await fetch(`${base}/api/auth/publicKey`)).json()) as { data: string };
  const publicKey = keyAnswer.data;
  const warm = tally();
  const logIn = async ({ mallPath, account }: typeof FLOODER) => {
    const password = encryptCredential(DEMO_PASSWORD, publicKey);
    const answer = await timed(
      warm,
      `login ${mallPath}`,
      poster(base, mallPath)('/auth/login', { account, password }),
    );
    return (answer?.data as { token?: string } | undefined)?.token ?? '';
  };
  const tokens: string[] = [];
  for (const member of MEMBERS) tokens.push(await logIn(member));
  const flooderToken = await logIn(FLOODER);
  if (warm.errors.length > 0 || [...tokens, flooderToken].includes(''))
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

  // Phase 3: the members one request each at a time, as shoppers are (at CONCURRENCY the mix saturates the
  // server by itself and one more caller hardly shows). Blocks alone and blocks while FLOODER loops the
  // costliest check take turns, so the machine's other work weighs on both alike.
  const shoppers = MEMBERS.length;
  const quiet = tally();
  const others = tally();
  const checks = tally();
  const body = await largestBatchCheck();
  const check = poster(base, FLOODER.mallPath, flooderToken)('/cart/batchOrder/check', body);
  const block = SHOPPER_REQUESTS / ROUNDS;
  for (let round = 0; round < ROUNDS; round += 1) {
    await run(block, mix(base, publicKey, tokens, quiet), shoppers);
    let mixing = true;
    const looping = (async () => {
      while (mixing) await timed(checks, 'batch check', check);
    })();
    await run(block, mix(base, publicKey, tokens, others), shoppers).finally(() => (mixing = false));
    await looping;
  }
  const { account, mallPath } = FLOODER;
  const flooding = `${account}@${mallPath} looping ${body.rows.length}-row batch checks`;
  console.log(
    `Phase 3, ${SHOPPER_REQUESTS} mixed requests each alone and with ${flooding}, one in flight per member`,
  );
  report('  the members alone', quiet);
  report(`  the members with ${flooding}`, others);
  report('  the batch checks', checks);
  const ratio = percentile(others, 0.95) / percentile(quiet, 0.95);
  console.log(
    `  the members' p95 with the flood is ${ratio.toFixed(2)}× their p95 alone (at most ${P95_LIMIT}×)`,
  );
  const errors = [alone, during, quiet, others].reduce((sum, each) => sum + each.errors.length, 0);
  process.exitCode = errors > 0 || ratio > P95_LIMIT ? 1 : 0;
} finally {
  await server.close();
}
