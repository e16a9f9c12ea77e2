import { useQueryClient } from '@tanstack/react-query';
import { validatePasswordChange, validatePasswordChangeField } from '../../../engine';
import { Button } from '../../components/button';
import { useChangePassword } from '../../shop/writes/account-writes';
import { forgetMember } from '../../lib/api/session-queries';
import { useShop } from '../../shop/shop-context';
import { FieldActions, InputField } from '../../components/field-row';
import { AccountForm } from './account-form';
import { useAccountForm } from './use-account-form';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * /userCenter/editPassword 修改密码 (docs/account-pages.md): old, new and confirm, checked by the engine's
 * rules. Both passwords go RSA-encrypted like the login. The gateway then ends every session of the member,
 * so this one ends too and the login page asks for the new password.
 */
export default function EditPasswordPage() {
  const queryClient = useQueryClient();
  const { mallPath } = useShop();
  const form = useAccountForm(EMPTY, validatePasswordChangeField, validatePasswordChange);
  // The page's own login gate then sends the member to log in, as for any ended session (one navigation: a
  // second one here would race the gate's).
  const { changePassword, changingPassword } = useChangePassword(() =>
    forgetMember(queryClient, mallPath, 'logout'),
  );

  return (
    <AccountForm
      aria-label="修改密码"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const values = form.submit();
        if (values) void changePassword(values);
      }}
    >
      <InputField
        label="原密码"
        type="password"
        autoComplete="current-password"
        {...form.field('oldPassword')}
      />
      <InputField label="新密码" type="password" autoComplete="new-password" {...form.field('newPassword')} />
      <InputField
        label="确认新密码"
        type="password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      <FieldActions>
        <Button type="submit" $variant="primary" disabled={changingPassword} aria-busy={changingPassword}>
          确认修改
        </Button>
      </FieldActions>
    </AccountForm>
  );
}
