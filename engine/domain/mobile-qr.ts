// 手机版 (docs/phone.md): the storefront works on a phone, so it is its own mobile site. The top bar's QR code
// carries the page being viewed to a phone, unless the shop names a separate mobile site (`links.mobileSite`,
// checked by checkMobileSite), which it then carries instead.

export const MOBILE_QR_TEXT = {
  mobileSite: '扫码访问手机版',
  thisPage: '扫码在手机上打开本页',
} as const;

export interface MobileQr {
  /** What the QR code holds and the panel prints under it. */
  address: string;
  caption: string;
}

/**
 * The 手机版 QR code: the shop's mobile site when its profile names one, else the page being viewed.
 * @example mobileQr(undefined, 'https://shop.example/points/home').address === 'https://shop.example/points/home'
 */
export function mobileQr(mobileSite: string | undefined, currentPage: string): MobileQr {
  return mobileSite === undefined
    ? { address: currentPage, caption: MOBILE_QR_TEXT.thisPage }
    : { address: mobileSite, caption: MOBILE_QR_TEXT.mobileSite };
}
