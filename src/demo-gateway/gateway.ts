// The demo gateway: one fetch-style handler over the route table, per-shop in-memory databases seeded on
// first use, login enforcement, encryption, fault injection and the /api/__demo/* controls.
import { CLIENT_LOG_LIMITS } from '../../engine';
import type { ResolvedProfile } from '../../engine';
import { answerBody, CATALOGUE_TEXT, CODE, fail, GatewayError, jsonResponse, Ok, ok } from './answer';
import { merchantAction } from './after-sales';
import { spendCall } from './call-rates';
import { aesEncryptJson } from './crypto';
import type { ShopDb } from './db';
import { applyFault, Faults, parseFaultHeader } from './faults';
import { Input } from './input';
import { LogBook } from './log-book';
import { invoiceFinanceAction } from './invoice-applications';
import { Mailer } from './mailer';
import { PerMinute } from './per-minute';
import { readBody } from './request-body';
import { Context, Router } from './router';
import type { GatewayState, Route } from './router';
import { accountRoutes } from './routes/account';
import { afterSaleRoutes } from './routes/after-sales';
import { authRoutes, sessionUser } from './routes/auth';
import { balanceRoutes } from './routes/balance';
import { budgetRoutes } from './routes/budgets';
import { batchOrderRoutes } from './routes/batch-order';
import { cartRoutes } from './routes/cart';
import { cdnRoutes } from './routes/cdn';
import { favouriteRoutes } from './routes/favourites';
import { goodsRoutes } from './routes/goods';
import { invoiceApplicationRoutes } from './routes/invoice-applications';
import { invoiceRoutes } from './routes/invoices';
import { invoiceTitleRoutes } from './routes/invoice-titles';
import { legacyOrderRoutes } from './routes/legacy-orders';
import { logRoutes } from './routes/log';
import { managementRoutes } from './routes/management';
import { memberRoutes } from './routes/member';
import { orderLifeRoutes } from './routes/order-life';
import { orderRoutes } from './routes/orders';
import { reviewRoutes } from './routes/reviews';
import { ENCRYPTED_ANSWERS, ENCRYPTED_REQUESTS, shopRoutes } from './routes/shop';
import { sourcingRoutes } from './routes/sourcing';
import { statementRoutes } from './routes/statements';
import { seedShop } from './seed';
import { shopRules } from './shop-rules';
import { statementFinanceAction } from './statements';
import { UploadStore, uploadsInUse } from './uploads';

export type ProfileMap = ReadonlyMap<string, ResolvedProfile>;

/**
 * The shops the gateway serves, by mall path: a map, or a function the gateway calls on each request
 * (`refresh` true when the request names a mall path the last answer did not have).
 */
export type ProfileSource = ProfileMap | ((refresh: boolean) => ProfileMap | Promise<ProfileMap>);

export interface DemoGatewayOptions {
  profiles: ProfileSource;
  /** Serves a preview of a draft profile: every order submit is refused (PREVIEW_TEXT.noOrders). */
  preview?: boolean;
  /** The gateway clock (epoch ms); real time by default. Seeds, flash sales and token expiry follow it. */
  now?: () => number;
  /** Mixed into every shop's PRNG seed; the same value gives the same data. */
  seed?: string | number;
  /** How long a `timeout` fault hangs at most before answering 504 (default 60 s). */
  hangCapMs?: number;
  /** Unexpected exceptions (answered 99999); console.error by default. */
  onError?: (error: unknown, request: Request) => void;
  /** Each client log event received, and each mail the demo would send, as one line (`npm start` prints them). */
  onLog?: (line: string) => void;
}

export interface DemoGateway {
  /** `client`: who sent it (the peer address over HTTP); the per-client limits count by it. */
  handle(request: Request, client?: string): Promise<Response>;
  /** Restores the seed of one shop, or of every shop (then also clears faults, the clock offset and log rates). */
  reset(mallPath?: string): void;
  /** Moves the gateway clock (tests expire tokens with it). */
  advanceClock(ms: number): void;
  readonly faults: Faults;
  /** Client log events received, the last 500. */
  readonly logs: LogBook;
}

/** Every route the gateway answers, in the order the router tries them. */
export const GATEWAY_ROUTES: readonly Route[] = [
  ...shopRoutes,
  ...authRoutes,
  ...memberRoutes,
  ...accountRoutes,
  ...goodsRoutes,
  ...cartRoutes,
  ...batchOrderRoutes,
  ...favouriteRoutes,
  ...orderRoutes,
  ...budgetRoutes,
  ...legacyOrderRoutes,
  ...orderLifeRoutes,
  ...reviewRoutes,
  ...afterSaleRoutes,
  ...invoiceRoutes,
  ...invoiceTitleRoutes,
  ...balanceRoutes,
  ...statementRoutes,
  ...invoiceApplicationRoutes,
  ...sourcingRoutes,
  ...managementRoutes,
  ...cdnRoutes,
  ...logRoutes,
];
const ROUTER = new Router(GATEWAY_ROUTES);

const DEFAULT_HANG_CAP_MS = 60_000;

export function createDemoGateway(options: DemoGatewayOptions): DemoGateway {
  const shops = new Map<string, ShopDb>();
  const faults = new Faults();
  const state: GatewayState = {
    preview: options.preview ?? false,
    uploads: new UploadStore(() => uploadsInUse(shops.values())),
    logs: new LogBook(options.onLog),
    logSenders: new PerMinute(CLIENT_LOG_LIMITS.batchesPerMinute),
    mailer: new Mailer(options.onLog),
  };
  const salt = String(options.seed ?? '');
  const hangCapMs = options.hangCapMs ?? DEFAULT_HANG_CAP_MS;
  let offsetMs = 0;
  const clock = () => (options.now ?? Date.now)() + offsetMs;
  const source = options.profiles;
  const profiles = async (refresh: boolean): Promise<ProfileMap> =>
    typeof source === 'function' ? source(refresh) : source;

  async function shopFor(mallPath: string): Promise<ShopDb | undefined> {
    if (!mallPath) return undefined;
    const resolved =
      (await profiles(false)).get(mallPath) ??
      (typeof source === 'function' ? (await profiles(true)).get(mallPath) : undefined);
    if (!resolved) return undefined;
    let db = shops.get(mallPath);
    if (!db || db.key !== `${mallPath}#${resolved.profile.shop.id}`) {
      db = seedShop(resolved, clock(), salt);
      shops.set(mallPath, db);
    }
    // An edited profile (theme, labels, shop info) shows at once; the data stays.
    db.resolved = resolved;
    return db;
  }

  function reset(mallPath?: string): void {
    if (mallPath !== undefined) {
      shops.delete(mallPath);
      return;
    }
    shops.clear();
    faults.clear();
    state.logSenders.clear();
    offsetMs = 0;
  }

  async function control(request: Request, url: URL, path: string): Promise<Response> {
    const body = request.method === 'GET' ? {} : await readBody(request, url, undefined);
    const input = new Input(body);
    const answer = (data: unknown, message = '操作成功') =>
      jsonResponse(answerBody(CODE.success, message, data));
    const route = `${request.method} ${path}`;
    switch (route) {
      case 'POST /__demo/faults':
        return answer(faults.add(body), '故障已注入');
      case 'GET /__demo/faults':
        return answer(faults.list());
      case 'DELETE /__demo/faults':
        faults.clear(url.searchParams.get('mallPath') ?? undefined);
        return answer(null, '故障已清除');
      case 'POST /__demo/reset':
        reset(input.optionalText('mallPath'));
        return answer(null, '演示数据已重置');
      case 'POST /__demo/clock':
        if (input.has('offsetMs')) offsetMs = input.number('offsetMs');
        if (input.has('advanceMs')) offsetMs += input.number('advanceMs');
        return answer({ now: clock(), offsetMs });
      case 'GET /__demo/clock':
        return answer({ now: clock(), offsetMs });
      case 'POST /__demo/afterSale': {
        const db = (await shopFor(input.text('mallPath'))) ?? fail(CODE.shopUnavailable);
        return answer(merchantAction(db, input, clock()).status);
      }
      case 'POST /__demo/statement': {
        const db = (await shopFor(input.text('mallPath'))) ?? fail(CODE.shopUnavailable);
        return answer(statementFinanceAction(db, input, clock()).status);
      }
      case 'POST /__demo/invoice': {
        const db = (await shopFor(input.text('mallPath'))) ?? fail(CODE.shopUnavailable);
        return answer(invoiceFinanceAction(db, input, clock()).status);
      }
      default:
        return jsonResponse(answerBody(CODE.notRouted, CATALOGUE_TEXT[CODE.notRouted] ?? ''), 404);
    }
  }

  async function dispatch(
    request: Request,
    url: URL,
    path: string,
    mallPath: string,
    client: string,
  ): Promise<Response> {
    const route = ROUTER.find(request.method, path);
    if (route === undefined)
      return jsonResponse(answerBody(CODE.notRouted, CATALOGUE_TEXT[CODE.notRouted] ?? ''), 404);
    if (route === 'method') return jsonResponse(answerBody('405', '请求方法不支持'), 405);
    const now = clock();
    const db =
      route.access === 'none' ? undefined : ((await shopFor(mallPath)) ?? fail(CODE.shopUnavailable));
    const token = request.headers.get('Authorization') ?? undefined;
    const user = db ? sessionUser(db, token, now) : undefined;
    const rules = db ? shopRules(db.resolved, user) : undefined;
    if (
      rules &&
      !user &&
      (route.access === 'user' || (route.access === 'browse' && !rules.capabilities['visitors.allowed']))
    ) {
      fail(CODE.loginCheckFailed);
    }
    if (route.rate && db && user) spendCall(db, user, route.rate);
    // The encryption lists name paths of the main alias without it (docs/gateway.md).
    const listed = path.startsWith('/mall/') ? path.slice('/mall'.length) : undefined;
    const body = await readBody(
      request,
      url,
      db && listed && ENCRYPTED_REQUESTS.includes(listed) ? db.encryption : undefined,
    );
    const result = await route.handle(
      new Context(request, url, now, body, state, db, user, token, rules, client),
    );
    if (result instanceof Response) return result;
    const { data, message } = result instanceof Ok ? result : ok(result);
    const encrypt = db && listed && ENCRYPTED_ANSWERS.includes(listed);
    return jsonResponse(
      answerBody(CODE.success, message, encrypt ? aesEncryptJson(data, db.encryption) : data),
    );
  }

  async function handle(request: Request, client = 'local'): Promise<Response> {
    const url = new URL(request.url);
    const at = url.pathname.indexOf('/api/');
    const path = at >= 0 ? url.pathname.slice(at + '/api'.length) : url.pathname;
    try {
      if (path.startsWith('/__demo/')) return await control(request, url, path);
      const mallPath = request.headers.get('X-Mall-Path') ?? url.searchParams.get('mallPath') ?? '';
      const header = request.headers.get('X-Demo-Fault');
      const fault = header ? parseFaultHeader(header) : faults.take(url.pathname, mallPath);
      if (fault) {
        const faulted = await applyFault(fault, request.signal, hangCapMs);
        if (faulted) return faulted;
      }
      return await dispatch(request, url, path, mallPath, client);
    } catch (error) {
      if (error instanceof GatewayError)
        return jsonResponse(answerBody(error.code, error.message, error.data));
      (options.onError ?? ((cause) => console.error('[demo-gateway]', request.method, url.pathname, cause)))(
        error,
        request,
      );
      // Unexpected failures answer like the real gateway's busy state: HTTP 200, code 99999.
      return jsonResponse(answerBody(CODE.busy, CATALOGUE_TEXT[CODE.busy] ?? ''));
    }
  }

  return {
    handle,
    reset,
    advanceClock(ms: number) {
      offsetMs += ms;
    },
    faults,
    logs: state.logs,
  };
}
