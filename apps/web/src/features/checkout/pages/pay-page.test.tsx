import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutState } from '../../../lib/checkout-state';
import type { Cart } from '@souk/shared/responses/basket';
import PayPage from './pay-page';

const cart = {
  id: 1,
  userId: 3,
  items: [
    {
      id: 101,
      productId: 11,
      productName: 'Linen shirt',
      productPrice: 80,
      discountPrice: 0,
      unitPrice: 80,
      brandId: 2,
      brandName: 'Medina Wear',
      categoryName: null,
      categoryNameTranslations: null,
      color: 'Navy',
      size: 'M',
      quantity: 2,
      subtotal: 160,
      imageUrl: null,
      freeShipping: true,
      colors: ['Navy'],
      sizes: ['M'],
      available: 5,
      issue: null,
      addedAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  totalPrice: 160,
  shippingCost: 0,
  total: 160,
  itemCount: 2,
  purchasable: true,
  createdAt: null,
  updatedAt: null,
} satisfies Cart;

const renderPay = (state?: unknown) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/pay', element: <PayPage /> }], {
        initialEntries: [{ pathname: '/pay', state }],
      })}
    />,
  );

describe('the payment page’s order summary (storefront §2 "Payment page")', () => {
  afterEach(cleanup);

  it('shows the items, subtotal, shipping as Free when 0, and total brought from the cart', () => {
    renderPay(checkoutState(cart));
    expect(screen.getByTestId('pay-item').textContent).toBe(
      'Linen shirtColour: Navy · Size: M · Quantity: 2160.00 dt',
    );
    expect(screen.getByTestId('cart-shipping').textContent).toBe('Free');
    expect(screen.getByTestId('cart-total').textContent).toBe('160.00 dt');
  });

  it('sends a shopper who came without a cart to it', () => {
    renderPay();
    expect(screen.getByText('Nothing to pay for yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my cart' }).getAttribute('href')).toBe(
      '/dashboard/profile/cart',
    );
  });
});
