import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useShop } from '../../shop/shop-context';
import { loginPath } from '../../shop/shop-paths';
import { useServiceContact } from '../../shop/use-service-contact';
import { AuthPageFrame, Card } from './auth-page-frame';
import { FormLinks } from './form-error-and-links';

const Steps = styled.ol`
  margin: 16px 0 20px;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    position: relative;
    padding: 0 0 16px 36px;
    line-height: 1.6;
    counter-increment: step;
    &::before {
      content: counter(step);
      position: absolute;
      left: 0;
      top: 0;
      width: 24px;
      height: 24px;
      border-radius: 50%;
      background: ${({ theme }) => theme.primary};
      color: #fff;
      font-size: 13px;
      text-align: center;
      line-height: 24px;
    }
  }
`;

const Hotline = styled.p`
  margin: 0;
  padding: 12px 14px;
  border-radius: 4px;
  background: ${({ theme }) => theme.primaryFaint};
  strong {
    color: ${({ theme }) => theme.primary};
    font-size: 18px;
  }
`;

/**
 * Finding a lost password. The gateway has no self-service reset (spec 1 lists no call for it), so the
 * page says how it is done: the shop's customer service checks the account holder and resets it.
 */
export default function FindPasswordPage() {
  const { mallPath } = useShop();
  const { hotline, hours } = useServiceContact();
  return (
    <AuthPageFrame caption="找回密码">
      <Card>
        <h2 style={{ margin: 0, fontSize: 20 }}>找回密码</h2>
        <Steps>
          <li>联系商城客服，说明需要找回密码的登录账号。</li>
          <li>客服核实账号信息（如绑定手机号、所属单位）。</li>
          <li>客服重置密码后，使用新密码登录，并在“个人中心 - 修改密码”中设置新的密码。</li>
        </Steps>
        {hotline ? (
          <Hotline>
            客服热线：<strong>{hotline}</strong>
            {hours && <span style={{ display: 'block', marginTop: 4, fontSize: 13 }}>服务时间：{hours}</span>}
          </Hotline>
        ) : (
          <Hotline>请联系您所在单位的商城管理员重置密码。</Hotline>
        )}
        <FormLinks>
          <Link to={loginPath(mallPath)}>返回登录</Link>
        </FormLinks>
      </Card>
    </AuthPageFrame>
  );
}
