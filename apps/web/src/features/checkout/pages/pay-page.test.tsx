import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@souk/shared/responses/basket';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { description } from '../../../test/accessibility';
import { cart, cartItem, customer, order, useApiTest } from '../../../test/fixtures';
import { headersOf, ok, routeApi } from '../../../test/fetch';
import { THANK_YOU_MS } from '../components/order-placed';
import { created } from '../test-fixtures';
import { PayPage } from './pay-page';

const shirts = () => cart([cartItem()]);

function renderPay(theCart: Cart = shirts()) {
  const onOrderPlaced = vi.fn();
  const page = <PayPage cart={theCart} cartLoading={false} onOrderPlaced={onOrderPlaced} />;
  const router = createMemoryRouter(
    [
      { path: '/pay', element: page },
      { path: '/', element: <p>Home page</p> },
      { path: '/dashboard/profile/cart', element: <p>Cart page</p> },
    ],
    { initialEntries: ['/pay'] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, onOrderPlaced, unmount: view.unmount };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const orderCalls = (calls: { call: string }[]) =>
  calls.filter(({ call }) => call === 'POST /orders');
/** The calls the order makes: the summary's read of the shipping rule (decision 025) left out. */
const orderFlow = <C extends { call: string }>(calls: C[]) =>
  calls.filter(({ call }) => call !== 'GET /settings/shipping');

/** What the form sends for the prefilled customer (storefront §3, §4 "Payment method"). */
const expectedOrder = (paymentMethod: 'ONLINE' | 'ON_DELIVERY') => ({
  items: [{ productId: 11, quantity: 2, color: 'Navy', size: 'M' }],
  shippingAddress: {
    firstName: 'Leila',
    lastName: 'Trabelsi',
    email: 'leila@example.tn',
    phone: '+21620123456',
    address: '12 Rue de Marseille',
    city: 'Tunis',
    state: 'Tunis',
    zipCode: '1000',
    country: 'Tunisia',
  },
  paymentMethod,
  paymentTransactionId: paymentMethod === 'ONLINE' ? 'PENDING' : 'ON_DELIVERY',
});

describe('the payment page (storefront §2 "Payment page", §4 "Checkout submit", §5 "Checkout")', () => {
  const fetchMock = useApiTest();
  const assign = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    useSessionStore.setState({ token: 'token-1', user: customer });
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the cart’s items and totals and fills the form in from the signed-in customer', () => {
    renderPay();
    expect(screen.getByTestId('pay-item').textContent).toBe(
      'Linen shirtColour: Navy · Size: M · Quantity: 2160.00 dt',
    );
    expect(screen.getByTestId('cart-shipping').textContent).toBe('7.00 dt');
    expect(screen.getByTestId('cart-total').textContent).toBe('167.00 dt');
    expect(field(/^First name/).value).toBe('Leila');
    expect(field(/^Last name/).value).toBe('Trabelsi');
    expect(field(/^Email/).value).toBe('leila@example.tn');
    expect(field(/^Phone/).value).toBe('+21620123456');
    expect(field(/^Address/).value).toBe('12 Rue de Marseille');
    expect(field(/^City/).value).toBe('Tunis');
    expect(field(/^Governorate/).value).toBe('Tunis');
    expect(field(/^Postal code/).value).toBe('1000');
    expect(field(/^Country/).value).toBe('Tunisia');
    expect(field(/^Country/).readOnly).toBe(true);
    const sameBilling = screen.getByRole('checkbox', { name: /billing address is the same/ });
    expect((sameBilling as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: /^Billing city/ })).toBeNull();
    const methods = screen.getByRole('group', { name: 'Payment method' });
    expect(within(methods).getAllByRole('radio')).toHaveLength(2);
    expect((screen.getByRole('radio', { name: /Pay online/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('blocks a submit with missing or wrong fields, says why next to each and focuses the first', async () => {
    const calls = routeApi(fetchMock, {});
    renderPay();
    type(/^First name/, '  ');
    type(/^Postal code/, '10');
    fireEvent.click(screen.getByRole('checkbox', { name: /billing address is the same/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));

    await waitFor(() => expect(document.activeElement).toBe(field(/^First name/)));
    expect(field(/^First name/).getAttribute('aria-invalid')).toBe('true');
    expect(description(field(/^First name/))).toContain('This field is required.');
    expect(description(field(/^Postal code/))).toContain('Please enter a 4-digit postal code.');
    // The billing address shows once the box is unticked, and is then required too.
    expect(description(field(/^Billing city/))).toContain('This field is required.');
    expect(orderCalls(calls)).toEqual([]);
  });

  it('places a pay-on-delivery order with an Idempotency-Key, thanks with the order number, then goes to /', async () => {
    const calls = routeApi(fetchMock, { 'POST /orders': created(order()) });
    const { router, onOrderPlaced } = renderPay();
    type(/^Note/, 'Ring twice, please.');
    fireEvent.click(screen.getByRole('radio', { name: /Pay on delivery/ }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));

    expect((await screen.findByTestId('order-placed')).textContent).toBe(
      'Thank you for your order!',
    );
    expect(screen.getByTestId('order-number').textContent).toBe('SK-2611-000042');
    expect(screen.getByText('You pay in cash when your order is delivered.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View my orders' }).getAttribute('href')).toBe(
      '/dashboard/profile/order-history',
    );
    expect(orderCalls(calls)).toEqual([
      {
        call: 'POST /orders',
        body: { ...expectedOrder('ON_DELIVERY'), notes: 'Ring twice, please.' },
      },
    ]);
    expect(headersOf(fetchMock, '/orders')['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(onOrderPlaced).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(STORAGE_KEYS.checkoutForm)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(THANK_YOU_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends one order however many times the form is submitted while it is processing', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const calls = routeApi(fetchMock, {
      'POST /orders': async () => {
        await answered;
        return created(order());
      },
    });
    renderPay();
    fireEvent.click(screen.getByRole('radio', { name: /Pay on delivery/ }));
    const submit = screen.getByRole('button', { name: 'Place order' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.submit(submit.closest('form')!);

    await waitFor(() => expect(submit.textContent).toBe('Processing…'));
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    answer();
    await screen.findByTestId('order-placed');
    expect(orderCalls(calls)).toHaveLength(1);
  });

  it('pays online: places the order, starts its payment and sends the browser to the gateway', async () => {
    const payUrl = 'http://localhost:3000/pay/sandbox/sbx_abc';
    const placed = order({ paymentMethod: 'ONLINE', canPay: true });
    const calls = routeApi(fetchMock, {
      'POST /orders': created(placed),
      'POST /orders/konnect/init-payment': ok({ payUrl, paymentRef: 'sbx_abc' }),
    });
    const { onOrderPlaced } = renderPay();
    fireEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(payUrl));
    expect(orderFlow(calls)).toEqual([
      { call: 'POST /orders', body: expectedOrder('ONLINE') },
      {
        call: 'POST /orders/konnect/init-payment',
        body: {
          orderId: '42',
          amount: 167,
          description: 'Order #42',
          firstName: 'Leila',
          lastName: 'Trabelsi',
          phoneNumber: '+21620123456',
          email: 'leila@example.tn',
        },
      },
    ]);
    expect(onOrderPlaced).toHaveBeenCalledOnce();
    expect(screen.getByText('Taking you to the secure payment page…')).toBeTruthy();
  });

  it('says when the payment does not start, and tries again for the same order', async () => {
    const payUrl = 'http://localhost:3000/pay/sandbox/sbx_def';
    let attempts = 0;
    const calls = routeApi(fetchMock, {
      'POST /orders': created(order({ paymentMethod: 'ONLINE', canPay: true })),
      'POST /orders/konnect/init-payment': () =>
        ++attempts === 1
          ? {
              status: 502,
              body: {
                success: false,
                errorCode: 'payment_provider_error',
                message: 'The payment service did not answer. Please try again in a moment.',
              },
            }
          : ok({ payUrl, paymentRef: 'sbx_def' }),
    });
    renderPay();
    fireEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Payment initiation failed');
    expect(alert.textContent).toContain('The payment service did not answer.');
    expect(screen.getByTestId('order-number').textContent).toBe('SK-2611-000042');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(payUrl));
    expect(orderFlow(calls).map(({ call }) => call)).toEqual([
      'POST /orders',
      'POST /orders/konnect/init-payment',
      'POST /orders/konnect/init-payment',
    ]);
  });

  it('lists the items out of stock with the way to the cart, and keeps what was typed', async () => {
    routeApi(fetchMock, {
      'POST /orders': {
        status: 409,
        body: {
          success: false,
          errorCode: 'out_of_stock',
          message: 'Some items are not available in the quantity you chose: Linen shirt: 1 left.',
          errors: { 'items.0.quantity': 'out_of_stock' },
          details: {
            items: [
              {
                index: 0,
                productId: 11,
                productName: 'Linen shirt',
                size: 'M',
                color: 'Navy',
                requested: 2,
                available: 1,
              },
            ],
          },
        },
      },
    });
    const { unmount } = renderPay();
    type(/^City/, 'Sousse');
    type(/^Note/, 'Leave it with the neighbour.');
    fireEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Some items are not available in the quantity you chose');
    expect(within(alert).getByTestId('short-items').textContent).toBe(
      'Linen shirt — Colour: Navy · Size: M · Quantity: 2 — Available now: 1',
    );
    expect(within(alert).getByRole('link', { name: 'Update my cart' }).getAttribute('href')).toBe(
      '/dashboard/profile/cart',
    );
    expect(field(/^City/).value).toBe('Sousse');
    expect(field(/^Note/).value).toBe('Leave it with the neighbour.');
    expect(assign).not.toHaveBeenCalled();

    // A visit to the cart page and back finds the form as it was left.
    unmount();
    renderPay();
    expect(field(/^City/).value).toBe('Sousse');
    expect(field(/^Note/).value).toBe('Leave it with the neighbour.');
    expect(field(/^First name/).value).toBe('Leila');
  });

  it('shows the server’s field errors on their fields and the others in the alert', async () => {
    routeApi(fetchMock, {
      'POST /orders': {
        status: 400,
        body: {
          success: false,
          errorCode: 'validation_failed',
          message: 'Some fields are not valid. Please fix them and try again.',
          errors: {
            'shippingAddress.zipCode': 'Please enter a 4-digit postal code.',
            items: 'No items in cart',
          },
        },
      },
    });
    renderPay();
    fireEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to create orderNo items in cart');
    expect(description(field(/^Postal code/))).toContain('Please enter a 4-digit postal code.');
    await waitFor(() => expect(document.activeElement).toBe(field(/^Postal code/)));
  });

  it('has nothing to order from an empty cart, and shows the ways to fill it', () => {
    renderPay(cart([]));
    expect(screen.getByText('No items in cart')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my cart' }).getAttribute('href')).toBe(
      '/dashboard/profile/cart',
    );
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe(
      '/catalogue',
    );
    expect(screen.queryByRole('button', { name: /Place order/ })).toBeNull();
  });

  it('refuses items that lack a productId as an invalid cart', async () => {
    const calls = routeApi(fetchMock, {});
    renderPay(cart([cartItem({ productId: undefined as unknown as number })]));
    fireEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid cart items structure');
    expect(orderCalls(calls)).toEqual([]);
  });
});
