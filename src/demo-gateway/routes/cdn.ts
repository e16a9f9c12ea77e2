// The {cdn} alias: region lists (region-data.ts), placeholder images (so nothing needs the internet), uploaded files,
// and the stand-in admin page generateLoginAdminUrl points at.
import { createHash } from 'node:crypto';
import { JSON_CONTENT_TYPE, okJson } from '../answer';
import { hashString } from '../prng';
import { cities, districts, provinces, streets } from '../region-data';
import type { RegionTable } from '../region-data';
import { get } from '../router';
import type { Context, Route } from '../router';

// Region files change only with the data, but their paths carry no version (spec 1 §7), so not a year
// `immutable`: a week's max-age bounds how long a browser keeps an old list, and after it the ETag makes
// the check a bodiless 304. Weak, because the server may send the file gzipped.
const REGION_CACHE_CONTROL = 'public, max-age=604800';

/** The answer text and its ETag, built on the first request for the file (jiedao.json is 2.5 MB). */
function regionFile(table: () => RegionTable): (context: Context) => Response {
  let file: { text: string; etag: string } | undefined;
  const build = () => {
    const text = okJson(table().list);
    return { text, etag: `W/"${createHash('sha1').update(text).digest('base64url')}"` };
  };
  return ({ request }) => {
    file ??= build();
    const headers = { 'Cache-Control': REGION_CACHE_CONTROL, ETag: file.etag };
    const known = (request.headers.get('If-None-Match') ?? '').split(',').map((tag) => tag.trim());
    if (known.includes(file.etag)) return new Response(null, { status: 304, headers });
    return new Response(file.text, { headers: { 'Content-Type': JSON_CONTENT_TYPE, ...headers } });
  };
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const size = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? Math.min(number, 2000) : fallback;
};

/** A flat SVG coloured by the name's hash, with the name (or `text`) written on it. */
export function placeholderSvg(name: string, width: number, height: number, text = name): string {
  const hue = hashString(name) % 360;
  const font = Math.max(10, Math.round(Math.min(width, height) / 9));
  const label = escapeXml([...text].slice(0, 28).join(''));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="hsl(${hue} 55% 88%)"/>`,
    `<circle cx="${width / 2}" cy="${height / 2 - font}" r="${Math.round(Math.min(width, height) / 6)}" fill="hsl(${hue} 45% 40%)" opacity="0.25"/>`,
    `<text x="50%" y="${height / 2 + font}" font-family="sans-serif" font-size="${font}" fill="hsl(${hue} 45% 30%)" text-anchor="middle" dominant-baseline="middle">${label}</text>`,
    '</svg>',
  ].join('');
}

function image({ url }: Context): Response {
  const name = decodeURIComponent(url.pathname.replace(/^.*\/img\//, '').replace(/\.svg$/, ''));
  const svg = placeholderSvg(
    name,
    size(url.searchParams.get('w'), 400),
    size(url.searchParams.get('h'), 400),
    url.searchParams.get('text') ?? name,
  );
  return new Response(svg, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}

function upload({ url, state }: Context): Response {
  const file = state.uploads.get(url.pathname.replace(/^.*\/upload\//, ''));
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(file.bytes, {
    headers: { 'Content-Type': file.type, 'Cache-Control': 'public, max-age=86400' },
  });
}

function adminPage({ url }: Context): Response {
  const shop = escapeXml(url.searchParams.get('mallPath') ?? '');
  const view = escapeXml(url.searchParams.get('redirectType') ?? '');
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>演示管理后台</title></head><body><h1>演示管理后台</h1><p>商城：${shop}</p><p>页面：${view || '首页'}</p><p>这是演示网关提供的替身页面，真实部署会打开商城的管理后台。</p></body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

export const cdnRoutes: Route[] = [
  get('/cdn/city/province.json', 'none', regionFile(provinces)),
  get('/cdn/city/city.json', 'none', regionFile(cities)),
  get('/cdn/city/area.json', 'none', regionFile(districts)),
  get('/cdn/city/jiedao.json', 'none', regionFile(streets)),
  get('/cdn/img/*', 'none', image),
  get('/cdn/upload/*', 'none', upload),
  get('/cdn/admin/orders.html', 'none', adminPage),
];
