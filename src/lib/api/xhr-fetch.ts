// fetch cannot report upload progress; XMLHttpRequest can. This gives the request client the part of fetch's
// shape it reads, so an upload keeps every common rule (headers, timeout, cancelling, the catalogue).

/** The part of a fetch Response the request client reads. */
export type FetchedAnswer = Pick<Response, 'ok' | 'status' | 'json'>;

export interface XhrInit {
  method: string;
  body?: BodyInit | undefined;
  headers: Headers;
  signal: AbortSignal;
}

/**
 * Sends over XMLHttpRequest, reporting the share of the body sent (0–1). Rejects like fetch: a TypeError when
 * the connection fails, an AbortError when the signal aborts.
 */
export function xhrFetch(
  url: URL,
  init: XhrInit,
  onProgress: (sent: number) => void,
): Promise<FetchedAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url.href);
    init.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () =>
      resolve({
        ok: xhr.status >= 200 && xhr.status < 300,
        status: xhr.status,
        json: () => Promise.resolve().then((): unknown => JSON.parse(xhr.responseText)),
      }),
    );
    xhr.addEventListener('error', () => reject(new TypeError('network error')));
    xhr.addEventListener('timeout', () => reject(new TypeError('network timeout')));
    xhr.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    if (init.signal.aborted) xhr.abort();
    init.signal.addEventListener('abort', () => xhr.abort());
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
