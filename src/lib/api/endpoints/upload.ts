import type { ApiClient } from '../request';
import type { ApiResult } from '../api-result';

/**
 * Uploads one image as multipart field `file`; `data` is its URL (spec 2 §7). `onProgress` hears the share
 * sent (0–1).
 */
export function uploadImage(
  api: ApiClient,
  file: Blob,
  onProgress?: (sent: number) => void,
): Promise<ApiResult<string>> {
  const form = new FormData();
  form.append('file', file);
  return api.request<string>('{upimgurl}/yzh/file/upload', {
    method: 'POST',
    data: form,
    onUploadProgress: onProgress,
  });
}
