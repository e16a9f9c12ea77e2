import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useMayCall, useShop } from '../../shop/shop-context';
import { shopPath, USER_CENTRE } from '../../shop/shop-paths';

const Nav = styled.nav`
  display: flex;
  gap: 24px;
  margin-bottom: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  a {
    padding: 10px 2px;
    color: ${({ theme }) => theme.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.primary};
    border-bottom: 2px solid ${({ theme }) => theme.primary};
  }
`;

/** The invoice centre's three lists, each shown where the member holds its code. */
export function InvoiceCentreNav() {
  const { mallPath } = useShop();
  const links = [
    { path: USER_CENTRE.invoiceCentre, label: '可开票订单', shown: useMayCall('invoiceableOrders') },
    { path: USER_CENTRE.invoiceApplyOrders, label: '申请开票订单', shown: useMayCall('invoiceApplications') },
    { path: USER_CENTRE.invoicedOrders, label: '已开票订单', shown: useMayCall('invoiceList') },
  ];
  return (
    <Nav aria-label="开票中心">
      {links
        .filter((link) => link.shown)
        .map((link) => (
          <NavLink key={link.path} to={shopPath(mallPath, link.path)} end>
            {link.label}
          </NavLink>
        ))}
    </Nav>
  );
}
