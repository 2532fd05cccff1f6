import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { cart, cartItem, ok, routeApi, toastTexts, useBasketTest } from '../test-fixtures';
import CartPage from './cart-page';

function renderCart() {
  return renderRoutes(
    [
      { path: '/dashboard/profile/cart', element: <CartPage /> },
      { path: '/pay', element: <h1>Payment page</h1> },
    ],
    '/dashboard/profile/cart',
  );
}

describe('the cart page (storefront §2 "Cart page")', () => {
  const fetchMock = useBasketTest();

  it('changes a line’s quantity, colour and size on the server', async () => {
    const calls = routeApi(fetchMock, {
      'GET /cart': ok(cart([cartItem()])),
      'PUT /cart/items/101': ok(cart([cartItem({ quantity: 3, subtotal: 240 })])),
    });
    renderCart();
    const line = await screen.findByTestId('cart-line');
    fireEvent.click(within(line).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(toastTexts()).toContain('Cart item updated'));
    fireEvent.change(within(line).getByLabelText('Colour'), { target: { value: 'White' } });
    fireEvent.change(within(line).getByLabelText('Size'), { target: { value: 'L' } });
    await waitFor(() =>
      expect(
        calls.filter(({ call }) => call === 'PUT /cart/items/101').map(({ body }) => body),
      ).toEqual([{ quantity: 3 }, { color: 'White' }, { size: 'L' }]),
    );
  });

  it('totals with 7 dt shipping, free when every item ships free, and goes to /pay with the cart', async () => {
    routeApi(fetchMock, {
      'GET /cart': ok(cart([cartItem({ freeShipping: true })])),
    });
    const router = renderCart();
    expect((await screen.findByTestId('cart-shipping')).textContent).toBe('Free');
    expect(screen.getByTestId('cart-total').textContent).toBe('160.00 dt');
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    await screen.findByRole('heading', { name: 'Payment page' });
    expect(router.state.location.state).toMatchObject({
      subtotal: 160,
      discount: 0,
      shipping: 0,
      total: 160,
      cartItems: [{ productId: 11, cart_quantity: 2, name: 'Linen shirt', selectedSize: 'M' }],
    });
  });

  it('explains a flagged line and keeps checkout closed until it is dealt with', async () => {
    routeApi(fetchMock, {
      'GET /cart': ok(
        cart([
          cartItem(),
          cartItem({
            id: 102,
            productId: 12,
            productName: 'Argan oil',
            issue: 'out_of_stock',
            available: 0,
          }),
        ]),
      ),
    });
    renderCart();
    expect(
      await screen.findByText('This product is out of stock. Remove it to continue.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Some items need your attention before you can check out.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('removes a line and clears the cart only after confirmation', async () => {
    const calls = routeApi(fetchMock, {
      'GET /cart': ok(cart([cartItem()])),
      'DELETE /cart/items/101': ok(cart([])),
      'DELETE /cart/clear': ok(cart([])),
    });
    renderCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Linen shirt' }));
    const ask = screen.getByRole('dialog', { name: 'Remove this item?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(calls.some(({ call }) => call.startsWith('DELETE'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Clear your cart?' })).getByRole('button', {
        name: 'Clear cart',
      }),
    );
    await waitFor(() => expect(toastTexts()).toContain('Cart cleared'));
    expect(calls.map(({ call }) => call)).toContain('DELETE /cart/clear');
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
  });

  it('says why the cart did not load and tries again', async () => {
    let fail = true;
    routeApi(fetchMock, {
      'GET /cart': () =>
        fail
          ? {
              status: 500,
              body: { success: false, errorCode: 'internal_error', message: 'Server down' },
            }
          : ok(cart([cartItem()])),
    });
    renderCart();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load cart:');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('cart-line')).toBeTruthy();
  });
});
