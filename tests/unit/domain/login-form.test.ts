import { LOGIN_FORM, loginFormProblem } from '../../../engine/domain/forms/login-form';
import type { LoginMode, LoginValues } from '../../../engine/domain/forms/login-form';

const limits = { phoneLength: 11 };
const filled: LoginValues = { account: 'member01', password: 'demo1234', phone: '13912345678' };

describe('the login form: every field the mode asks for, then their formats', () => {
  it.each<[string, LoginMode, Partial<LoginValues>, string | undefined]>([
    ['signing in with account and password may be sent', 'login', {}, undefined],
    ['signing in needs no phone', 'login', { phone: '' }, undefined],
    ['signing in without an account says 请输入账号和密码', 'login', { account: '' }, '请输入账号和密码'],
    ['an account of spaces is empty', 'login', { account: '   ' }, '请输入账号和密码'],
    ['signing in without a password says 请输入账号和密码', 'login', { password: '' }, '请输入账号和密码'],
    ['signing in checks no format (the gateway judges)', 'login', { account: '1', password: 'x' }, undefined],
    ['registering may be sent', 'register', {}, undefined],
    ['registering without a phone', 'register', { phone: ' ' }, '请填写账号、密码和手机号'],
    ['registering without a password', 'register', { password: '' }, '请填写账号、密码和手机号'],
    [
      'a new account starts with a letter',
      'register',
      { account: '1member' },
      '账号须为4-20位字母、数字或下划线，以字母开头',
    ],
    [
      'a new account has 4 characters at least',
      'register',
      { account: 'abc' },
      '账号须为4-20位字母、数字或下划线，以字母开头',
    ],
    [
      'a new password has a letter and a digit',
      'register',
      { password: 'abcdefgh' },
      '密码须为8-20位，且包含字母和数字',
    ],
    ['spec 1 §5: the phone has length 11', 'register', { phone: '1391234567' }, '手机号码长度不正确'],
    [
      'spec 1 §5: "mainland mobile pattern (1, then a digit 3-9, then 9 digits)"',
      'register',
      { phone: '12912345678' },
      '请输入正确的手机号',
    ],
    [
      'the first field’s format is said first',
      'register',
      { account: 'a', phone: '1' },
      '账号须为4-20位字母、数字或下划线，以字母开头',
    ],
  ])('%s', (_rule, mode, change, expected) => {
    expect(loginFormProblem(mode, { ...filled, ...change }, limits)).toBe(expected);
  });

  it.each<[LoginMode, string]>([
    ['login', '登录失败'],
    ['register', '注册失败'],
  ])('a %s the gateway refuses without a message says %s', (mode, failed) => {
    expect(LOGIN_FORM[mode].failed).toBe(failed);
  });
});
