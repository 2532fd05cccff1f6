import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@souk/shared/responses/orders';
import { useSessionStore } from '../../../lib/session';
import { renderRoutes } from '../../../test/render';
import { customer, order, useApiTest } from '../../../test/fixtures';
import { ok, routeApi } from '../../../test/fetch';
import PaymentResultPage, { MAX_POLLS, POLL_MS } from './payment-result-page';

const online = (over: Partial<Order> = {}) =>
  order({ paymentMethod: 'ONLINE', canPay: true, canCancel: true, ...over });

const renderResult = (query: string) =>
  renderRoutes([{ path: '/pay/result', element: <PaymentResultPage /> }], `/pay/result?${query}`);

const outcome = async (text: string) =>
  waitFor(() => expect(screen.getByTestId('payment-outcome').textContent).toBe(text));

describe('the payment result page', () => {
  const fetchMock = useApiTest();
  const assign = vi.fn();
  beforeEach(() => {
    useSessionStore.setState({ token: 'token-1', user: customer });
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a paid order as received, with its number, total and the ways on', async () => {
    const calls = routeApi(fetchMock, {
      'GET /orders/42': ok(online({ paymentStatus: 'PAID', canPay: false })),
    });
    renderResult('order=42&outcome=success&payment_ref=sbx_abc');

    await outcome('Payment received');
    expect(screen.getByTestId('order-number').textContent).toBe('SK-2611-000042');
    expect(screen.getByTestId('order-total').textContent).toBe('167.00 dt');
    expect(screen.getByRole('link', { name: 'View my orders' }).getAttribute('href')).toBe(
      '/dashboard/profile/order-history',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(calls.map(({ call }) => call)).toEqual(['GET /orders/42']);
  });

  it('asks the gateway once through the webhook while the order still waits, then reads it again', async () => {
    let confirmed = false;
    const calls = routeApi(fetchMock, {
      'GET /orders/42': () => ok(online({ paymentStatus: confirmed ? 'PAID' : 'PENDING' })),
      'GET /payments/webhook?payment_ref=sbx_abc': () => {
        confirmed = true;
        return ok({ paymentRef: 'sbx_abc', status: 'PAID' });
      },
    });
    renderResult('order=42&outcome=success&payment_ref=sbx_abc');

    await outcome('Payment received');
    expect(calls.map(({ call }) => call)).toEqual([
      'GET /orders/42',
      'GET /payments/webhook?payment_ref=sbx_abc',
      'GET /orders/42',
    ]);
  });

  it('keeps reading a pending order a few times, then says it is still being confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = routeApi(fetchMock, {
      'GET /orders/42': ok(online()),
      'GET /payments/webhook?payment_ref=sbx_abc': ok({ paymentRef: 'sbx_abc', status: 'PENDING' }),
    });
    renderResult('order=42&outcome=success&payment_ref=sbx_abc');

    const reads = () => calls.filter(({ call }) => call === 'GET /orders/42').length;
    await outcome('Confirming your payment…');
    // The first read, and the one right after the webhook…
    await waitFor(() => expect(reads()).toBe(2));
    // …then one read every POLL_MS, MAX_POLLS times.
    for (let poll = 1; poll <= MAX_POLLS; poll++) {
      expect(screen.getByTestId('payment-outcome').textContent).toBe('Confirming your payment…');
      await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
      await waitFor(() => expect(reads()).toBe(2 + poll));
    }
    await outcome('We are still confirming your payment');
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(reads()).toBe(2 + MAX_POLLS);
    expect(calls.filter(({ call }) => call.startsWith('GET /payments/webhook'))).toHaveLength(1);

    // Asked to, it reads the order again.
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(reads()).toBe(3 + MAX_POLLS));
  });

  it('shows a failed payment and tries again for the same order, sending the browser to pay', async () => {
    const payUrl = 'http://localhost:3000/pay/sandbox/sbx_new';
    const calls = routeApi(fetchMock, {
      'GET /orders/42': ok(online({ paymentStatus: 'FAILED' })),
      'POST /orders/konnect/init-payment': ok({ payUrl, paymentRef: 'sbx_new' }),
    });
    renderResult('order=42&outcome=failure&payment_ref=sbx_abc');

    await outcome('Payment failed');
    expect(screen.getByTestId('order-number').textContent).toBe('SK-2611-000042');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(payUrl));
    expect(calls.at(-1)).toMatchObject({
      call: 'POST /orders/konnect/init-payment',
      body: { orderId: '42', amount: 167, description: 'Order #42' },
    });
  });

  it('treats a payment cancelled at the gateway as failed, without waiting for it', async () => {
    const calls = routeApi(fetchMock, { 'GET /orders/42': ok(online()) });
    renderResult('order=42&outcome=failure');

    await outcome('Payment failed');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(calls.map(({ call }) => call)).toEqual(['GET /orders/42']);
  });

  it('offers no new attempt for an order that can no longer be paid', async () => {
    routeApi(fetchMock, {
      'GET /orders/42': ok(
        online({ paymentStatus: 'CANCELLED', status: 'CANCELLED', canPay: false }),
      ),
    });
    renderResult('order=42&outcome=failure&payment_ref=sbx_abc');

    await outcome('Payment failed');
    expect(screen.getByText('This order can no longer be paid online.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View my orders' })).toBeTruthy();
  });

  it('says an order that is not the customer’s is not found', async () => {
    routeApi(fetchMock, {});
    renderResult('order=99&outcome=success');
    await outcome('Order not found');
  });
});
