// A request's body as the routes read it: the query of a GET, the form of an upload, else JSON (decrypted
// where the path's requests are encrypted). A body that cannot be read is refused with 10001.
import { invalid } from './answer';
import { aesDecryptJson } from './crypto';
import type { AesSecret } from '../../engine/contract';
import { isObject } from './input';

export async function readBody(request: Request, url: URL, secret: AesSecret | undefined): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return Object.fromEntries(url.searchParams);
  if ((request.headers.get('Content-Type') ?? '').includes('multipart/form-data')) {
    return request.formData().catch(() => invalid('上传数据格式错误'));
  }
  const text = await request.text();
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      invalid('请求参数格式错误：不是合法的JSON');
    }
  }
  if (!secret) return body;
  if (!isObject(body) || typeof body.encryptData !== 'string') return invalid('请求数据未加密');
  try {
    return aesDecryptJson(body.encryptData, secret);
  } catch {
    return invalid('请求数据解密失败');
  }
}
