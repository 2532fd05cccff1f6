import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore, type SessionUser } from '../../../lib/session';
import { renderRoutes } from '../../../test/render';
import {
  cart,
  cartItem,
  ok,
  routeApi,
  wishlist,
  wishlistProduct,
  toastTexts,
  useBasketTest,
} from '../test-fixtures';
import { CartPanel } from './cart-panel';
import { HeaderBasket } from './header-basket';

const signIn = (role: SessionUser['role']) =>
  useSessionStore.setState({ token: 'token-1', user: { id: 3, role } });

const renderHeader = () => renderRoutes([{ path: '*', element: <HeaderBasket /> }], '/home');

describe('the header’s cart and wishlist (storefront §2)', () => {
  const fetchMock = useBasketTest({ signedIn: false });

  const twoLines = cart([
    cartItem(),
    cartItem({
      id: 102,
      productId: 12,
      productName: 'Argan oil',
      color: null,
      size: null,
      colors: [],
      sizes: [],
      quantity: 1,
      unitPrice: 40,
      subtotal: 40,
    }),
  ]);

  it('shows a customer the counts from the server and the cart panel’s items and totals', async () => {
    signIn('CUSTOMER');
    routeApi(fetchMock, {
      'GET /cart': ok(twoLines),
      'GET /wishlist': ok(wishlist([wishlistProduct()])),
    });
    renderHeader();
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('3'));
    expect(screen.getByTestId('wishlist-count').textContent).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Cart, 3 items' }));
    const panel = screen.getByRole('region', { name: 'Cart, 3 items' });
    const lines = within(panel).getAllByTestId('cart-panel-item');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(
        /Linen shirt.*Unit price: 80\.00 dt.*Colour: Navy · Size: M · Quantity: 2.*160\.00 dt/,
      ),
      expect.stringMatching(/Argan oil.*Quantity: 1.*40\.00 dt/),
    ]);
    expect(within(panel).getByTestId('cart-total').textContent).toBe('207.00 dt');
    expect(within(panel).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe(
      '/dashboard/profile/cart',
    );
  });

  it('takes a removed item off the count at once, and puts it back when the server refuses', async () => {
    signIn('CUSTOMER');
    let refuse = false;
    let answer = () => {};
    routeApi(fetchMock, {
      'GET /cart': ok(twoLines),
      'GET /wishlist': ok(wishlist([])),
      // The server answers when the test says so, so that the count can be read meanwhile.
      'DELETE /cart/items/102': () =>
        new Promise((resolve) => {
          answer = () =>
            resolve(
              refuse
                ? {
                    status: 500,
                    body: { success: false, errorCode: 'internal_error', message: 'Boom' },
                  }
                : ok(cart([twoLines.items[0]!])),
            );
        }),
    });
    renderHeader();
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: 'Cart, 3 items' }));

    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Remove Argan oil' }));
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('2'));
    answer();
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('3'));
    expect(
      toastTexts().some((text) => text.startsWith('Failed to remove product from cart:')),
    ).toBe(true);

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Remove Argan oil' }));
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('2'));
    answer();
    await waitFor(() => expect(toastTexts()).toContain('Product removed from cart'));
    expect(screen.getByTestId('cart-count').textContent).toBe('2');
  });

  it('offers the shop from an empty cart', async () => {
    signIn('CUSTOMER');
    routeApi(fetchMock, { 'GET /cart': ok(cart([])), 'GET /wishlist': ok(wishlist([])) });
    renderHeader();
    fireEvent.click(await screen.findByRole('button', { name: 'Cart, 0 items' }));
    expect(
      (await screen.findByRole('link', { name: 'Browse products' })).getAttribute('href'),
    ).toBe('/catalogue');
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
  });

  it('lists the wishlist newest first with category and prices, and links to its page', async () => {
    signIn('CUSTOMER');
    routeApi(fetchMock, {
      'GET /cart': ok(cart([])),
      'GET /wishlist': ok(
        wishlist([
          wishlistProduct(),
          wishlistProduct({
            id: 12,
            name: 'Wool scarf',
            price: 120,
            discountPrice: 50,
            discountedPrice: 60,
            addedAt: '2026-11-21T10:00:00.000Z',
          }),
        ]),
      ),
    });
    renderHeader();
    fireEvent.click(await screen.findByRole('button', { name: 'Wishlist, 2 items' }));
    const items = await screen.findAllByTestId('wishlist-panel-item');
    expect(items.map((item) => within(item).getAllByRole('link')[0]!.textContent)).toEqual([
      'Wool scarf',
      'Linen shirt',
    ]);
    expect(items[0]!.textContent).toMatch(/Clothing.*60\.00 dt.*120\.00 dt/);
    expect(screen.getByRole('heading', { name: 'Wishlist (2)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View wishlist' }).getAttribute('href')).toBe(
      '/dashboard/profile/wishlist',
    );
  });

  it('is not shown to visitors, brands or admins, and asks nothing of the server for them', () => {
    for (const role of [undefined, 'BRAND', 'ADMIN'] as const) {
      if (role) signIn(role);
      renderHeader();
      expect(screen.queryByRole('button', { name: /Cart|Wishlist/ })).toBeNull();
      cleanup();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in from the cart panel', () => {
    renderRoutes([{ path: '*', element: <CartPanel close={() => {}} /> }], '/home');
    expect(screen.getByText('Log in to see your cart')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });
});
