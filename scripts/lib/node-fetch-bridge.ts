// node:http requests as fetch Requests and fetch Responses onto node:http (JSON answers gzipped), for the
// demo gateway's fetch-style handler (demo-gateway-node.ts) and scripts/serve.ts; and the one reading of a
// request's target that every part of the server checks and routes by (requestTarget).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

/** Largest request body accepted (uploads are refused above 1 MB by the gateway itself). */
const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** A request body above MAX_BODY_BYTES: answered 413. */
export class BodyTooLarge extends Error {}

/**
 * The request body, refused above MAX_BODY_BYTES (by its Content-Length at once). The stream is never
 * destroyed: the rest of a refused body is read and dropped while the 413 goes out, and the connection
 * then closes (Connection: close), so the client is never reset mid-request and its next request opens
 * a fresh connection.
 */
function readRequestBody(req: IncomingMessage): Promise<Buffer> {
  if (Number(req.headers['content-length']) > MAX_BODY_BYTES) {
    req.resume();
    return Promise.reject(new BodyTooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      req.off('data', collect);
      req.resume();
      reject(new BodyTooLarge());
    };
    req.on('data', collect);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** The origin every request target is read against: never contacted, and never the client's to choose. */
const SERVER_ORIGIN = 'http://demo-server.invalid';

/**
 * The request's path and query as the server checks and routes them, on a fixed origin: nothing else the
 * client sends has a say (Host, X-Forwarded-*, the authority of an absolute-form target such as
 * `GET http://x/api/__demo/reset`), so the path a gate checked is the path the gateway routes by
 * (docs/security.md, "One request target"). A target in origin-form is a path even when it starts with `//`;
 * an absolute-form one keeps only its path and query; anything else is the root.
 */
export function requestTarget(req: IncomingMessage): URL {
  const target = req.url ?? '/';
  if (target.startsWith('/')) return new URL(`${SERVER_ORIGIN}${target}`);
  const absolute = /^https?:\/\//i.test(target) ? URL.parse(target) : null;
  return new URL(`${SERVER_ORIGIN}${absolute ? absolute.pathname + absolute.search : '/'}`);
}

/**
 * The node request as a fetch Request for `target` (requestTarget's, the one the caller checked), whose
 * signal aborts when the client goes away.
 */
export async function toFetchRequest(
  req: IncomingMessage,
  res: ServerResponse,
  target: URL,
): Promise<Request> {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readRequestBody(req);
  return new Request(target, {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    signal: controller.signal,
  });
}

export const acceptsGzip = (req: IncomingMessage): boolean =>
  /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

/** Bodies above this size are worth gzipping: JSON answers here, text files in scripts/serve.ts. */
export const GZIP_ABOVE_BYTES = 1024;
const gzipAsync = promisify(gzip);
// By ETag (the same tag is the same bytes): the region files (jiedao.json is 2.5 MB, some 50 ms of work) are
// compressed once per process.
const gzippedByEtag = new Map<string, Promise<Buffer>>();

function gzipped(response: Response, body: Buffer): Promise<Buffer> {
  const etag = response.headers.get('ETag');
  if (!etag) return gzipAsync(body);
  const known = gzippedByEtag.get(etag) ?? gzipAsync(body);
  gzippedByEtag.set(etag, known);
  return known;
}

/** The fetch Response on the node response; a JSON body above 1 KB gzipped when the client takes it. */
export async function sendFetchResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const compressible =
    body.length > GZIP_ABOVE_BYTES &&
    (response.headers.get('Content-Type') ?? '').startsWith('application/json');
  const sent = compressible && acceptsGzip(req) ? await gzipped(response, body) : body;
  if (res.destroyed) return;
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (sent !== body) res.setHeader('Content-Encoding', 'gzip');
  // A 304 has no body and keeps the cached file's length.
  if (response.body) res.setHeader('Content-Length', sent.length);
  res.end(sent);
}
