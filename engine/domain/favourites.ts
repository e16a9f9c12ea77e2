/** Shown when the server names no message for a favourite added or cancelled (spec 1 §8 shows the server's). */
export const FAVOURITE_MESSAGES = {
  added: '收藏成功',
  addFailed: '收藏失败',
  cancelled: '取消收藏成功',
  cancelFailed: '取消收藏失败',
  cancelTickedTitle: '取消收藏',
  confirmCancelTicked: (count: number) => `确定取消收藏选中的${count}件商品吗？`,
} as const;
