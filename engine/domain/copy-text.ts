/** The copy helper's texts (spec 2 §5, §8): copying nothing fails like a refused clipboard. */
export const COPY_MESSAGES = { copied: '复制成功', failed: '复制失败' } as const;
