// The login page's form: signing in with account and password, or registering with a phone too. Spec 1 shows
// only the routes (§2) and the gate (§4); the fields, rules and texts are the project's own, stated once here
// for the storefront and the demo gateway alike.
import { checkNewPassword } from './account-forms';
import { checkPhone } from './address-form';

export type LoginMode = 'login' | 'register';
export type LoginField = 'account' | 'password' | 'phone';
export type LoginValues = Record<LoginField, string>;

/** A new account: a letter, then letters, digits or underscores, 4–20 characters in all. */
export const ACCOUNT_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;

export const LOGIN_MESSAGES = {
  accountRequired: '请输入账号',
  passwordRequired: '请输入密码',
  accountFormat: '账号须为4-20位字母、数字或下划线，以字母开头',
  loginFailed: '登录失败',
  registerFailed: '注册失败',
  registered: '注册成功，请登录',
} as const;

interface LoginFormRule {
  /** The fields the mode asks for, in the form's order. */
  fields: readonly LoginField[];
  /** One message when any of them is empty (surrounding spaces do not count, the password's do). */
  empty: string;
  /** Each field's format, checked once none is empty; undefined when it has none. */
  format: Partial<Record<LoginField, (value: string, limits: LoginLimits) => string | undefined>>;
  /** Said when the gateway refuses without a message of its own. */
  failed: string;
}

/** The profile limits the rules read: the phone number's length (limits.address.phoneLength). */
export interface LoginLimits {
  phoneLength: number;
}

/** Each mode's fields, empty message, formats and failure text. Signing in checks no format: the gateway judges. */
export const LOGIN_FORM: Readonly<Record<LoginMode, LoginFormRule>> = {
  login: {
    fields: ['account', 'password'],
    empty: '请输入账号和密码',
    format: {},
    failed: LOGIN_MESSAGES.loginFailed,
  },
  register: {
    fields: ['account', 'password', 'phone'],
    empty: '请填写账号、密码和手机号',
    format: {
      account: (account) => (ACCOUNT_PATTERN.test(account) ? undefined : LOGIN_MESSAGES.accountFormat),
      password: (password) => checkNewPassword(password),
      phone: (phone, { phoneLength }) => checkPhone(phone, { phoneLength }),
    },
    failed: LOGIN_MESSAGES.registerFailed,
  },
};

/** A field's value as it is sent: the account and phone without surrounding spaces, the password as typed. */
export const sentValue = (field: LoginField, value: string): string =>
  field === 'password' ? value : value.trim();

/**
 * What the login form says before it sends anything: the mode's empty message when a field it asks for is
 * empty, else the first field's format message; undefined when the form may be sent.
 * @example loginFormProblem('login', { account: ' ', password: 'x', phone: '' }, limits) === '请输入账号和密码'
 */
export function loginFormProblem(
  mode: LoginMode,
  values: LoginValues,
  limits: LoginLimits,
): string | undefined {
  const rule = LOGIN_FORM[mode];
  if (rule.fields.some((field) => sentValue(field, values[field]) === '')) return rule.empty;
  for (const field of rule.fields) {
    const problem = rule.format[field]?.(sentValue(field, values[field]), limits);
    if (problem) return problem;
  }
  return undefined;
}
