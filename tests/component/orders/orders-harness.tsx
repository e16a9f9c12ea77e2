// The order screens inside a demo shop, with the routes between them (list → detail) and the confirm host.
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ConfirmHost } from '../../../src/components/confirm-host';
import OrderDetailPage from '../../../src/features/orders/order-detail-page';
import OrderListPage from '../../../src/features/orders/order-list-page';
import ReviewOrdersPage from '../../../src/features/orders/review-orders-page';
import { renderDemoPage } from '../goods/demo-shop';

function OrderScreens() {
  return (
    <>
      <Routes>
        <Route path="/:mallPath/userCenter/order" element={<OrderListPage />} />
        <Route path="/:mallPath/userCenter/order/view" element={<OrderDetailPage />} />
        <Route path="/:mallPath/userCenter/order/virtualOrderView" element={<OrderDetailPage />} />
        <Route path="/:mallPath/userCenter/jicaiOrder/view" element={<OrderDetailPage />} />
        <Route path="/:mallPath/userCenter/reviewOrder" element={<ReviewOrdersPage />} />
        <Route path="*" element={null} />
      </Routes>
      <ConfirmHost />
    </>
  );
}

/** The order screens of `mallPath` at `route` (inside the shop: '/userCenter/order'), logged in as `account`. */
export const renderOrders = (route: string, { mallPath = 'points', account = 'member' } = {}) =>
  renderDemoPage(<OrderScreens />, { mallPath, account, route: `/${mallPath}${route}` });

export const orderCards = async (name = '订单列表') =>
  within(await screen.findByRole('list', { name })).getAllByRole('listitem', { name: /^订单 / });

export const location = () => screen.getByTestId('location').textContent ?? '';
