import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { equitySummaryQuery } from '../../lib/api/endpoints/equity';
import { userInfoQuery } from '../../lib/api/endpoints/member';
import { useCapability, useShop } from '../../shop/shop-context';
import { shopPath, USER_CENTRE } from '../../shop/shop-paths';
import { useApiClient } from '../../shop/api-client';
import { OrderCounts } from './order-counts';

const Profile = styled.div`
  display: flex;
  align-items: center;
  gap: 18px;
  padding: 8px 0 24px;
  div.avatar {
    width: 72px;
    height: 72px;
    border-radius: 50%;
    background: ${({ theme }) => theme.primaryFaint};
    color: ${({ theme }) => theme.primary};
    font-size: 30px;
    display: flex;
    align-items: center;
    justify-content: center;
    overflow: hidden;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  h2 {
    margin: 0 0 6px;
    font-size: 20px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.muted};
    font-size: 13px;
  }
  ${onPhone} {
    gap: 14px;
    padding-bottom: 16px;
    div.avatar {
      width: 56px;
      height: 56px;
      flex: none;
      font-size: 24px;
    }
    h2 {
      font-size: 18px;
    }
  }
`;

const Stats = styled.div`
  display: flex;
  gap: 16px;
  margin-bottom: 24px;
  a {
    flex: 1;
    padding: 18px 20px;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: 6px;
    text-decoration: none;
    color: ${({ theme }) => theme.text};
    &:hover {
      border-color: ${({ theme }) => theme.primary};
    }
  }
  strong {
    display: block;
    font-size: 26px;
    color: ${({ theme }) => theme.primary};
  }
  ${onPhone} {
    gap: 10px;
    margin-bottom: 16px;
    a {
      padding: 12px 14px;
    }
  }
`;

const Shortcuts = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: 14px;
    text-align: center;
    background: ${({ theme }) => theme.background};
    border-radius: 4px;
    color: ${({ theme }) => theme.text};
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.primary};
    }
  }
  ${onPhone} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 8px;
    a {
      padding: 12px 6px;
    }
  }
`;

const SHORTCUTS_SHOWN = 8;

/** A phone number with its middle digits hidden: 138****0000. */
const maskedPhone = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

/** The personal home: who is logged in, their orders per status, the equity summary where the shop has equity, shortcuts. */
export default function PersonalHomePage() {
  const api = useApiClient();
  const { mallPath, menus } = useShop();
  const { data: user } = useQuery(userInfoQuery(api));
  const equityEnabled = useCapability('equity.enabled');
  const { data: equity } = useQuery({ ...equitySummaryQuery(api), enabled: equityEnabled });
  const name = user?.nickName || user?.account || '';
  const shortcuts = menus.userCentre
    .flatMap((group) => group.children ?? [])
    .filter((item) => item.path && item.path !== USER_CENTRE.personalHome)
    .slice(0, SHORTCUTS_SHOWN);

  return (
    <>
      <Profile>
        <div className="avatar">
          {user?.headPortrait ? <img src={user.headPortrait} alt="" /> : name.charAt(0)}
        </div>
        <div>
          <h2>{name}</h2>
          <p>
            账号：{user?.account}
            {user?.phone && ` · 手机：${maskedPhone(user.phone)}`}
          </p>
        </div>
      </Profile>
      <OrderCounts />
      {equityEnabled && equity && (
        <Stats>
          <Link to={shopPath(mallPath, USER_CENTRE.equityCard)}>
            <strong>{equity.useCount}</strong>可用权益卡
          </Link>
          <Link to={shopPath(mallPath, USER_CENTRE.equityCard)}>
            <strong>{equity.unclaimedCount}</strong>待领取权益卡
          </Link>
        </Stats>
      )}
      <Shortcuts aria-label="常用功能">
        {shortcuts.map((item) => (
          <li key={item.key}>
            <Link to={shopPath(mallPath, item.path ?? '')}>{item.title}</Link>
          </li>
        ))}
      </Shortcuts>
    </>
  );
}
