import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { securityInfoQuery } from '../../lib/api/endpoints/account';
import { useShop } from '../../shop/shop-context';
import { shopPath, USER_CENTRE } from '../../shop/shop-paths';
import { useApiClient } from '../../shop/api-client';

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 120px 1fr auto;
    align-items: center;
    gap: 16px;
    padding: 18px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.border};
  }
  strong {
    font-weight: normal;
    font-size: 14px;
  }
  span {
    color: ${({ theme }) => theme.muted};
    font-size: 13px;
  }
  a {
    color: ${({ theme }) => theme.primary};
    font-size: 13px;
  }
  /* On a phone the state goes under its name, the link beside both. */
  ${onPhone} {
    li {
      grid-template-columns: minmax(0, 1fr) auto;
      gap: 4px 12px;
      padding: 14px 4px;
    }
    li > :nth-child(2) {
      grid-row: 2;
    }
    li > :last-child {
      grid-row: 1 / 3;
      grid-column: 2;
    }
    a {
      padding: 4px 0;
    }
  }
`;

/**
 * /userCenter/acctSecrty 账户安全 (docs/account-pages.md): the login account, the (masked) phone and the
 * password, each with the page that changes it.
 */
export default function SecurityPage() {
  const api = useApiClient();
  const { mallPath } = useShop();
  const info = useQuery(securityInfoQuery(api));
  if (info.isPending) return <Skeleton lines={3} label="账户信息加载中" />;
  if (info.isError) return <LoadError message={info.error.message} onRetry={() => void info.refetch()} />;
  const { account, phone, passwordSet } = info.data;
  return (
    <Items aria-label="账户安全">
      <li>
        <strong>登录账号</strong>
        <span>{account}</span>
        <span />
      </li>
      <li>
        <strong>登录密码</strong>
        <span>{passwordSet ? '已设置，建议定期更换密码' : '未设置'}</span>
        <Link to={shopPath(mallPath, USER_CENTRE.editPassword)}>修改密码</Link>
      </li>
      <li>
        <strong>绑定手机</strong>
        <span>{phone ? `已绑定 ${phone}` : '未绑定'}</span>
        <Link to={shopPath(mallPath, USER_CENTRE.changePhone)}>更换手机号</Link>
      </li>
    </Items>
  );
}
