import { post, type ApiResult } from '../request';

/** Uploads one image as multipart field `file`; `data` is its URL (spec 2 §7). */
export function uploadImage(file: Blob): Promise<ApiResult<string>> {
  const form = new FormData();
  form.append('file', file);
  return post<string>('{upimgurl}/yzh/file/upload', form);
}
