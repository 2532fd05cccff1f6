import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session';
import { useToastStore } from '../../../lib/toast';
import { renderRoutes } from '../../../test/render';
import {
  cart,
  cartItem,
  ok,
  product,
  routeApi,
  wishlist,
  wishlistProduct,
  toastTexts,
  useBasketTest,
} from '../test-fixtures';
import { AddToCartButton } from './add-to-cart-panel';
import { WishlistHeart } from './wishlist-heart';

const renderAt = (element: React.ReactNode) =>
  renderRoutes(
    [
      { path: '/product/:id', element },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    '/product/11',
  );

describe('adding to the cart from a card (storefront §2 "Product card", §5)', () => {
  const fetchMock = useBasketTest();

  it('waits for a colour and a size, keeps the quantity within stock and adds that choice', async () => {
    const calls = routeApi(fetchMock, {
      'GET /cart': ok(cart([])),
      'GET /wishlist': ok(wishlist([])),
      'POST /cart/add': ok(cart([cartItem({ color: 'White', size: 'L', quantity: 5 })])),
    });
    renderAt(<AddToCartButton product={product({ quantity: 5 })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Linen shirt' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose your options' });
    const add = within(dialog).getByRole('button', { name: 'Add to cart' });
    expect(add).toHaveProperty('disabled', true);
    expect(dialog.textContent).toContain('Please select a color');
    expect(dialog.textContent).toContain('Please select a size');

    fireEvent.change(within(dialog).getByLabelText('Colour'), { target: { value: 'White' } });
    expect(dialog.textContent).not.toContain('Please select a color');
    expect(add).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Size'), { target: { value: 'L' } });
    expect(add).toHaveProperty('disabled', false);

    const increase = within(dialog).getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 6; i += 1) fireEvent.click(increase);
    expect(within(dialog).getByLabelText('Quantity')).toHaveProperty('value', '5');
    expect(increase).toHaveProperty('disabled', true);
    expect(dialog.textContent).toContain('Only 5 left');
    expect(dialog.textContent).toMatch(/Subtotal\s*400\.00 dt/);

    fireEvent.click(add);
    await waitFor(() => expect(toastTexts()).toContain('Product added to cart'));
    expect(calls.find(({ call }) => call === 'POST /cart/add')?.body).toEqual({
      productId: 11,
      quantity: 5,
      color: 'White',
      size: 'L',
    });
    // The panel closes once the cart answered (the toast may show a moment earlier).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so, as information, when the same product, colour and size is already there', async () => {
    routeApi(fetchMock, {
      'GET /cart': ok(cart([cartItem()])),
      'GET /wishlist': ok(wishlist([])),
      'POST /cart/add': {
        status: 409,
        body: {
          success: false,
          errorCode: 'already_in_cart',
          message: 'This product is already in your cart',
        },
      },
    });
    renderAt(<AddToCartButton product={product({ colors: ['Navy'], sizes: ['M'] })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Linen shirt' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Add to cart' }),
    );
    await waitFor(() => expect(toastTexts()).toContain('This product is already in your cart'));
    expect(useToastStore.getState().toasts.at(-1)?.kind).toBe('info');
  });

  it('fetches the colours, sizes and stock of a product the card only summarises', async () => {
    const {
      colors: _colors,
      sizes: _sizes,
      quantity: _quantity,
      brandId: _brand,
      ...summary
    } = product();
    routeApi(fetchMock, {
      'GET /cart': ok(cart([])),
      'GET /wishlist': ok(wishlist([])),
      'GET /products/11': ok(product({ colors: ['Sand'], sizes: [] })),
    });
    renderAt(<AddToCartButton product={summary} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Linen shirt' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByLabelText('Colour')).toHaveProperty('value', 'Sand');
    expect(within(dialog).queryByLabelText('Size')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Add to cart' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('sends a visitor to log in and remembers the product to come back to', async () => {
    useSessionStore.setState({ token: null, user: null });
    renderAt(<AddToCartButton product={product()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Linen shirt' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(toastTexts()).toContain('Please log in to add items to your cart');
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/product/11');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not offered to brands and admins', () => {
    useSessionStore.setState({ token: 'token-1', user: { id: 3, role: 'BRAND' } });
    renderAt(
      <>
        <AddToCartButton product={product()} />
        <WishlistHeart product={product()} />
      </>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the wishlist heart (storefront §5)', () => {
  const fetchMock = useBasketTest();

  it('adds and removes the product, pressed while it is in the wishlist', async () => {
    const calls = routeApi(fetchMock, {
      'GET /wishlist': ok(wishlist([])),
      'POST /wishlist/add': ok(wishlist([wishlistProduct()])),
      'DELETE /wishlist/remove/11': ok(wishlist([])),
    });
    renderAt(<WishlistHeart product={product()} />);
    await waitFor(() => expect(calls.map(({ call }) => call)).toContain('GET /wishlist'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Linen shirt to wishlist' }));
    const heart = await screen.findByRole('button', { name: 'Remove Linen shirt from wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(toastTexts()).toContain('Product added to wishlist'));
    expect(calls.find(({ call }) => call === 'POST /wishlist/add')?.body).toEqual({
      productId: 11,
    });

    fireEvent.click(heart);
    await waitFor(() => expect(toastTexts()).toContain('Product removed from wishlist'));
    expect(
      screen
        .getByRole('button', { name: 'Add Linen shirt to wishlist' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('asks a visitor to log in first', async () => {
    useSessionStore.setState({ token: null, user: null });
    renderAt(<WishlistHeart product={product()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Linen shirt to wishlist' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(toastTexts()).toContain('Please log in to add items to your wishlist');
  });
});
