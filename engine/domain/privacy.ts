// The privacy-policy consent (spec 1 §2, §4; docs/account-pages.md "The privacy-policy dialog").

/** The record's isPopup value that asks the logged-in user to answer the policy. */
export const PRIVACY_POPUP_DUE = 1;

/**
 * Declining the policy ends the login: the shop is not used on an account whose user has not agreed. The
 * dialog asks again at the next login.
 */
export const PRIVACY_MESSAGES = {
  declined: '您未同意用户隐私协议，已退出登录',
} as const;
