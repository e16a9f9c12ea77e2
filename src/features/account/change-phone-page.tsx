import { useNavigate } from 'react-router-dom';
import { addressInputMaxLengths, validatePhoneChange, validatePhoneChangeField } from '../../../engine';
import { Button } from '../../components/button';
import { useChangePhone } from '../../shop/writes/account-writes';
import { useShop } from '../../shop/shop-context';
import { shopPath, USER_CENTRE } from '../../shop/shop-paths';
import { FieldActions, InputField } from '../../components/field-row';
import { AccountForm } from './account-form';
import { useAccountForm } from './use-account-form';

/**
 * /userCenter/rePhone 更换手机号 (docs/account-pages.md): the new mainland mobile number, checked by the
 * address form's phone rule, and the login password (sent RSA-encrypted). Success goes back to 账户安全.
 */
export default function ChangePhonePage() {
  const { mallPath, limits } = useShop();
  const navigate = useNavigate();
  const form = useAccountForm(
    { phone: '', password: '' },
    (field, values) => validatePhoneChangeField(field, values, limits.address),
    (values) => validatePhoneChange(values, limits.address),
  );
  const { changePhone, changingPhone } = useChangePhone(() =>
    navigate(shopPath(mallPath, USER_CENTRE.security)),
  );

  return (
    <AccountForm
      aria-label="更换手机号"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const values = form.submit();
        if (values) void changePhone({ phone: values.phone.trim(), password: values.password });
      }}
    >
      <InputField
        label="新手机号"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={addressInputMaxLengths(limits.address).receiverPhone}
        {...form.field('phone')}
      />
      <InputField
        label="登录密码"
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <FieldActions>
        <Button type="submit" $variant="primary" disabled={changingPhone}>
          确认更换
        </Button>
      </FieldActions>
    </AccountForm>
  );
}
