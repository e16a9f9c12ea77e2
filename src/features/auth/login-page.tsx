import { useState } from 'react';
import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LOGIN_FORM, LOGIN_MESSAGES, loginFormProblem, safeRedirect, sentValue } from '../../../engine';
import { Button } from '../../components/button';
import { Tabs } from '../../components/tabs';
import { toast } from '../../components/toast';
import { CODE } from '../../lib/api/codes';
import { register, signIn } from '../../lib/api/endpoints/login';
import type { ApiFailure } from '../../lib/api/api-result';
import { userFunctionsQuery, userInfoQuery } from '../../lib/api/endpoints/member';
import { login, takeRedirect } from '../../lib/session/store';
import { useCapability, useShop } from '../../shop/shop-context';
import { useShopClickLock } from '../../shop/use-shop-click-lock';
import { LOGIN_QUERY, PAGE, REGISTER_TAB, shopPath } from '../../shop/shop-paths';
import { AuthPageFrame, Card } from './auth-page-frame';
import { InputField } from '../../components/field-row';
import { FormError, FormLinks } from './form-error-and-links';
import { forgetMember, refreshForNewSession } from '../../lib/api/session-queries';
import { useApiClient } from '../../shop/api-client';

type Mode = 'login' | 'register';

/**
 * What the form says about a failed call: the gateway's message (a wrong password, the throttle's lock),
 * or the catalogue's for 11111, which the client tells a guest only by sending them here. Nothing for what
 * the client already told the user (13504's alert) or a cancelled call.
 */
function failureText(failure: ApiFailure, fallback: string): string {
  if (failure.handled && failure.code !== CODE.loginCheckFailed) return '';
  return failure.message || fallback;
}

/**
 * The login page (`/login`, `/pages/outside/login`): account and password, the password encrypted with
 * the gateway's public key by the lazily loaded crypto module. On success the user goes to the
 * `redirect` query, when it is a page inside this shop, or else to the shop root.
 */
export default function LoginPage() {
  const api = useApiClient();
  const { mallPath, limits } = useShop();
  const registrationEnabled = useCapability('registration.enabled');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { locked, run } = useShopClickLock();
  const [mode, setMode] = useState<Mode>(
    registrationEnabled && params.get(LOGIN_QUERY.tab) === REGISTER_TAB ? 'register' : 'login',
  );
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState('');

  const signInAndGo = async () => {
    const result = await signIn(api, { account: sentValue('account', account), password });
    if (!result.success) {
      setProblem(failureText(result, LOGIN_FORM.login.failed));
      return;
    }
    const redirect = params.get(LOGIN_QUERY.redirect);
    const destination = redirect === null ? takeRedirect(mallPath) : safeRedirect(mallPath, redirect);
    // Whoever was logged in here before (another account, perhaps) leaves nothing to this login.
    forgetMember(queryClient, mallPath, 'ended');
    login(mallPath, result.data.token, result.data.expireTime);
    // The user's info and codes decide the menus and the gate of the next page: have them first.
    await Promise.allSettled([
      refreshForNewSession(queryClient),
      queryClient.fetchQuery(userInfoQuery(api)),
      queryClient.fetchQuery(userFunctionsQuery(api)),
    ]);
    navigate(destination, { replace: true });
  };

  const registerAndSwitch = async () => {
    const result = await register(api, {
      account: sentValue('account', account),
      password,
      phone: sentValue('phone', phone),
    });
    if (!result.success) {
      setProblem(failureText(result, LOGIN_FORM.register.failed));
      return;
    }
    toast.success(LOGIN_MESSAGES.registered);
    setPassword('');
    setMode('login');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    const before = loginFormProblem(mode, { account, password, phone }, limits.address);
    if (before) {
      setProblem(before);
      return;
    }
    void run(mode === 'login' ? signInAndGo : registerAndSwitch);
  };

  return (
    <AuthPageFrame caption="欢迎登录">
      <Card>
        {registrationEnabled ? (
          <Tabs
            label="登录方式"
            items={[
              { key: 'login', label: '账号登录' },
              { key: 'register', label: '注册账号' },
            ]}
            active={mode}
            onChange={(next) => {
              setMode(next);
              setProblem('');
            }}
          />
        ) : (
          <h2 style={{ margin: '0 0 4px', fontSize: 20 }}>账号登录</h2>
        )}
        <form onSubmit={submit} style={{ marginTop: 20 }} noValidate>
          <InputField
            layout="above"
            label="账号"
            name="account"
            autoComplete="username"
            placeholder="请输入账号"
            value={account}
            onChange={(event) => setAccount(event.target.value)}
          />
          <InputField
            layout="above"
            label="密码"
            name="password"
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            placeholder="请输入密码"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {mode === 'register' && (
            <InputField
              layout="above"
              label="手机号"
              name="phone"
              type="tel"
              autoComplete="tel"
              placeholder="请输入手机号"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          )}
          {problem && <FormError role="alert">{problem}</FormError>}
          <Button type="submit" $variant="primary" $size="large" disabled={locked} style={{ width: '100%' }}>
            {mode === 'login' ? '登 录' : '注 册'}
          </Button>
        </form>
        <FormLinks>
          <Link to={shopPath(mallPath, PAGE.findPassword)}>忘记密码？</Link>
          {registrationEnabled && mode === 'login' && (
            <Button $variant="text" onClick={() => setMode('register')}>
              免费注册
            </Button>
          )}
        </FormLinks>
      </Card>
    </AuthPageFrame>
  );
}
