// Routes: method, path under /api (alias first: /mall/…, /cart/…), who may call it, at what rate, and the
// handler.
import type { RatedCall } from '../../engine';
import { CODE, fail } from './answer';
import type { ShopDb, User } from './db';
import { Input } from './input';
import type { LogBook } from './log-book';
import type { Mailer } from './mailer';
import type { PerMinute } from './per-minute';
import type { ShopRules } from './shop-rules';
import type { UploadStore } from './uploads';

/**
 * none: no shop needed (cdn files, the public key). public: a shop, anyone. browse: anyone where the shop
 * lets visitors browse (capability visitors.allowed), else a user. user: a logged-in user of this shop.
 */
export type Access = 'none' | 'public' | 'browse' | 'user';

/** Gateway-wide state that outlives shop resets' needs: uploaded files. */
export interface GatewayState {
  /** A preview of a draft profile (npm run profiles:preview): no order may be submitted. */
  preview: boolean;
  uploads: UploadStore;
  /** Client log events received (routes/log.ts, kept in log-book.ts). */
  logs: LogBook;
  /** Log batches per client this minute (routes/log.ts). */
  logSenders: PerMinute;
  /** Mail the demo would send (重发至邮箱): printed, never sent. */
  mailer: Mailer;
}

export class Context {
  private parsed: Input | undefined;

  constructor(
    readonly request: Request,
    readonly url: URL,
    readonly now: number,
    readonly body: unknown,
    readonly state: GatewayState,
    private readonly shopDb: ShopDb | undefined,
    /** The logged-in user, if the request carries a valid token. */
    readonly currentUser: User | undefined,
    readonly token: string | undefined,
    /** The engine's answer for this shop and this request's user (shop-rules.ts). */
    private readonly shopRules: ShopRules | undefined,
    /** Who sent the request, as the server saw it (the peer address), for limits per client. */
    readonly client: string,
  ) {}

  get db(): ShopDb {
    return this.shopDb ?? this.noShop();
  }

  get rules(): ShopRules {
    return this.shopRules ?? this.noShop();
  }

  private noShop(): never {
    throw new Error(`${this.url.pathname} needs a shop but its route has access 'none'`);
  }

  /** The logged-in user; 11111 when there is none. */
  get user(): User {
    return this.currentUser ?? fail(CODE.loginCheckFailed);
  }

  /** Field checks over the body (POST) or the query (GET). */
  get input(): Input {
    this.parsed ??= new Input(this.body);
    return this.parsed;
  }
}

export interface Route {
  method: 'GET' | 'POST';
  path: string;
  access: Access;
  /** The engine's per-member rate of a costly call (CALL_RATES): spent before the body is read (call-rates.ts). */
  rate?: RatedCall;
  handle(context: Context): unknown;
}

type Handler = Route['handle'];

export const get = (path: string, access: Access, handle: Handler): Route => ({
  method: 'GET',
  path,
  access,
  handle,
});
export const post = (path: string, access: Access, handle: Handler): Route => ({
  method: 'POST',
  path,
  access,
  handle,
});

/** Exact paths, then prefix routes (a path ending in '/*'). */
export class Router {
  private readonly exact = new Map<string, Route>();
  private readonly prefixes: Route[] = [];

  constructor(routes: readonly Route[]) {
    for (const route of routes) {
      if (route.path.endsWith('/*')) this.prefixes.push(route);
      else this.exact.set(`${route.method} ${route.path}`, route);
    }
  }

  /** The route, 'method' when the path exists for another method, or undefined. */
  find(method: string, path: string): Route | 'method' | undefined {
    const route =
      this.exact.get(`${method} ${path}`) ??
      this.prefixes.find((each) => each.method === method && path.startsWith(each.path.slice(0, -1)));
    if (route) return route;
    const other = ['GET', 'POST'].some(
      (each) =>
        this.exact.has(`${each} ${path}`) ||
        this.prefixes.some((prefix) => prefix.method === each && path.startsWith(prefix.path.slice(0, -1))),
    );
    return other ? 'method' : undefined;
  }
}
