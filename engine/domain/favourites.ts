/** Shown when the server names no message for a favourite added or cancelled (spec 1 §8 shows the server's). */
export const FAVOURITE_MESSAGES = {
  added: '收藏成功',
  addFailed: '收藏失败',
  cancelled: '取消收藏成功',
  cancelFailed: '取消收藏失败',
} as const;
