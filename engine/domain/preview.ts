// Previewing a draft shop profile (docs/ops.md, `npm run profiles:preview`): what the preview says and
// refuses. The preview server names the draft in the page; the storefront shows the banner from it.

export const PREVIEW_TEXT = {
  /** The gateway's refusal of an order submitted in a preview. */
  noOrders: '预览模式不可下单',
  banner: (file: string) => `预览：${file}`,
  exit: '退出预览',
  ended: '预览已结束',
  expired: '预览已过期',
  /** What the ended or expired preview's page tells the operator to do. */
  again: '如需继续预览，请重新运行 npm run profiles:preview。',
} as const;

/** The meta tag the preview server adds to each page, naming the draft: `<meta name=… content="drafts/points.json">`. */
export const PREVIEW_META = 'storefront-preview';

/** The preview server's address that ends the preview (the banner's 退出预览). */
export const PREVIEW_EXIT_PATH = '/__preview/exit';
