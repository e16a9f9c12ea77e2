// The account pages' forms (docs/account-pages.md): the password rule, the password change, the phone change
// and the nickname. Spec 1 shows only these pages' routes; the rules are the project's own design, stated once
// here for the storefront and the demo gateway alike.
import { checkPhone, type AddressLimits } from './address-form';
import { checkText, lengthRangeMessage, validateFields } from './field-rules';
import type { Validation } from './field-rules';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const NICKNAME_MAX = 20;

export const ACCOUNT_MESSAGES = {
  oldPasswordRequired: '请输入原密码',
  newPasswordRequired: '请输入新密码',
  passwordFormat: `密码须为${PASSWORD_MIN}-${PASSWORD_MAX}位，且包含字母和数字`,
  sameAsOld: '新密码不能与原密码相同',
  confirmRequired: '请再次输入新密码',
  confirmMismatch: '两次输入的密码不一致',
  passwordRequired: '请输入登录密码',
  oldPasswordWrong: '原密码错误',
  passwordWrong: '登录密码错误',
  samePhone: '新手机号不能与当前手机号相同',
  phoneTaken: '该手机号已被其他账号使用',
  nicknameRequired: '请输入昵称',
  nicknameLength: lengthRangeMessage(1, NICKNAME_MAX),
  passwordChanged: '密码修改成功，请重新登录',
  phoneChanged: '手机号修改成功',
  infoSaved: '个人信息已保存',
  avatarUploaded: '头像上传成功',
  avatarUploadFailed: '上传失败',
  settingsSaved: '设置已保存',
  saveFailed: '保存失败',
  changeFailed: '修改失败',
  readFailed: '标记已读失败',
} as const;

// 8–20 characters holding at least one letter and one digit.
const PASSWORD = new RegExp(`^(?=.*[A-Za-z])(?=.*\\d).{${PASSWORD_MIN},${PASSWORD_MAX}}$`);

/**
 * A new password's message: empty, then the format (8–20 characters with a letter and a digit); undefined
 * when it may be used. Registration and the password change share it.
 * @example checkNewPassword('abcdefgh') === '密码须为8-20位，且包含字母和数字'
 */
export function checkNewPassword(value: string | undefined): string | undefined {
  if (!value) return ACCOUNT_MESSAGES.newPasswordRequired;
  return PASSWORD.test(value) ? undefined : ACCOUNT_MESSAGES.passwordFormat;
}

export const PASSWORD_CHANGE_FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
export type PasswordChangeField = (typeof PASSWORD_CHANGE_FIELDS)[number];
export type PasswordChangeValues = Record<PasswordChangeField, string>;

/** One field of the password change: the old is required, the new follows the rule and differs, the confirm repeats it. */
export function validatePasswordChangeField(
  field: PasswordChangeField,
  values: PasswordChangeValues,
): string | undefined {
  switch (field) {
    case 'oldPassword':
      return values.oldPassword ? undefined : ACCOUNT_MESSAGES.oldPasswordRequired;
    case 'newPassword':
      return (
        checkNewPassword(values.newPassword) ??
        (values.newPassword === values.oldPassword ? ACCOUNT_MESSAGES.sameAsOld : undefined)
      );
    case 'confirmPassword':
      if (!values.confirmPassword) return ACCOUNT_MESSAGES.confirmRequired;
      return values.confirmPassword === values.newPassword ? undefined : ACCOUNT_MESSAGES.confirmMismatch;
  }
}

export const validatePasswordChange = (values: PasswordChangeValues): Validation<PasswordChangeField> =>
  validateFields(PASSWORD_CHANGE_FIELDS, (field) => validatePasswordChangeField(field, values));

export const PHONE_CHANGE_FIELDS = ['phone', 'password'] as const;
export type PhoneChangeField = (typeof PHONE_CHANGE_FIELDS)[number];
export type PhoneChangeValues = Record<PhoneChangeField, string>;

type PhoneLimit = Pick<AddressLimits, 'phoneLength'>;

/** The new phone follows the address form's phone rule (spec 1 §5); the login password confirms who asks. */
export function validatePhoneChangeField(
  field: PhoneChangeField,
  values: PhoneChangeValues,
  address: PhoneLimit,
): string | undefined {
  if (field === 'phone') return checkPhone(values.phone, address);
  return values.password ? undefined : ACCOUNT_MESSAGES.passwordRequired;
}

export const validatePhoneChange = (
  values: PhoneChangeValues,
  address: PhoneLimit,
): Validation<PhoneChangeField> =>
  validateFields(PHONE_CHANGE_FIELDS, (field) => validatePhoneChangeField(field, values, address));

/** The nickname: required, 1–20 characters after trimming. */
export const checkNickname = (value: string | undefined): string | undefined =>
  checkText(value, {
    required: ACCOUNT_MESSAGES.nicknameRequired,
    max: NICKNAME_MAX,
    lengthMessage: ACCOUNT_MESSAGES.nicknameLength,
  });
