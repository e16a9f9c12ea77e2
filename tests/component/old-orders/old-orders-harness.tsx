// The old system's pages inside a demo shop, in the user-centre frame (gated as 旧系统订单, as the routes gate
// them), with the routes between them.
import { Route, Routes } from 'react-router-dom';
import { USER_CENTRE } from '../../../engine';
import OldAfterSalesPage from '../../../src/features/old-orders/old-after-sales-page';
import OldOrderViewPage from '../../../src/features/old-orders/old-order-view-page';
import OldOrdersPage from '../../../src/features/old-orders/old-orders-page';
import { UserCentreFrame } from '../../../src/features/user-centre/user-centre-frame';
import { renderDemoPage } from '../goods/demo-shop';

const PAGES = [
  [USER_CENTRE.oldOrders, '旧系统订单', OldOrdersPage],
  [USER_CENTRE.oldOrderView, '旧系统订单详情', OldOrderViewPage],
  [USER_CENTRE.oldAfterSales, '旧系统售后', OldAfterSalesPage],
] as const;

function OldOrderScreens() {
  return (
    <Routes>
      {PAGES.map(([path, title, Page]) => (
        <Route
          key={path}
          path={`/:mallPath${path}`}
          element={
            <UserCentreFrame title={title} menuPage={USER_CENTRE.oldOrders}>
              <Page />
            </UserCentreFrame>
          }
        />
      ))}
      <Route path="*" element={<p>其他页面</p>} />
    </Routes>
  );
}

/** An old-system page of `mallPath` (inside the shop: '/userCenter/limofangOrder'), logged in as `account`. */
export const renderOldOrders = (route: string, { mallPath = 'points', account = 'member' } = {}) =>
  renderDemoPage(<OldOrderScreens />, { mallPath, account, route: `/${mallPath}${route}` });
