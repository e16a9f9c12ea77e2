// On a phone the cart's table head is gone and its 全选 is in the fixed bar: the bar always holds that box,
// hidden on a wide screen (jsdom applies no media query: what it shows is the desktop).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import CartPage from '../../../src/features/cart/cart-page';
import { calls, renderDemoPage, startDemoGateway } from '../goods/demo-shop';

startDemoGateway();

/** The bar's own box; hidden, it has no accessible name in jsdom (its label's text is hidden too). */
function phoneSelectAll(bar: HTMLElement): HTMLElement {
  const box = within(bar).getByRole('checkbox', { hidden: true });
  expect(box.closest('label')).toHaveTextContent('全选');
  return box;
}

const openCart = () => renderDemoPage(<CartPage />, { account: 'member', route: '/points/cart' });

describe("the cart bar's 全选 (the phone's)", () => {
  it('is hidden on a wide screen, where the head holds the only 全选 a user meets', async () => {
    await openCart();
    const bar = await screen.findByRole('region', { name: '结算栏' });
    const [head, ...others] = screen.getAllByRole('checkbox', { name: '全选' });
    expect(others).toHaveLength(0);
    expect(bar).not.toContainElement(head ?? null);
    const phoneBox = phoneSelectAll(bar);
    expect(phoneBox).not.toBeVisible();
    expect(phoneBox).toBeChecked();
  });

  it('unticks every tickable line as the head does, and both boxes follow', async () => {
    await openCart();
    const bar = await screen.findByRole('region', { name: '结算栏' });
    const phoneBox = phoneSelectAll(bar);
    fireEvent.click(phoneBox);
    await waitFor(() => expect(within(bar).getByRole('button', { name: '去结算' })).toBeDisabled());
    expect(calls('/updateCart').map((request) => (request.body as { isCheck: number }).isCheck)).toEqual([
      0, 0, 0, 0,
    ]);
    expect(phoneBox).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '全选' })).not.toBeChecked();
  });
});
