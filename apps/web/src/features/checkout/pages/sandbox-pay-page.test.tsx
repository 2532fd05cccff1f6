import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SandboxPayment } from '@souk/shared/responses/orders';
import { description } from '../../../test/accessibility';
import { renderRoutes } from '../../../test/render';
import { useApiTest } from '../../../test/fixtures';
import { ok, routeApi } from '../../../test/fetch';
import SandboxPayPage, { DECLINED_REDIRECT_MS } from './sandbox-pay-page';

const RESULT = 'http://localhost:3000/pay/result?order=42';

const payment = (over: Partial<SandboxPayment> = {}): SandboxPayment => ({
  paymentRef: 'sbx_abc',
  amount: 167,
  description: 'Order #42',
  status: 'pending',
  successUrl: `${RESULT}&outcome=success`,
  failUrl: `${RESULT}&outcome=failure`,
  ...over,
});

const renderGateway = () =>
  renderRoutes(
    [{ path: '/pay/sandbox/:paymentRef', element: <SandboxPayPage /> }],
    '/pay/sandbox/sbx_abc',
  );

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

describe('the sandbox gateway’s card page', () => {
  const fetchMock = useApiTest(null);
  const assign = vi.fn();
  beforeEach(() => {
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says it is a test gateway, shows what is paid and the test cards, and cancels to the failUrl', async () => {
    routeApi(fetchMock, { 'GET /payments/sandbox/sbx_abc': ok(payment()) });
    renderGateway();
    expect(await screen.findByTestId('sandbox-description')).toHaveProperty(
      'textContent',
      'Order #42',
    );
    expect(screen.getByText('Souk test payment gateway — no real money')).toBeTruthy();
    expect(screen.getByTestId('sandbox-amount').textContent).toBe('167.00 dt');
    expect(screen.getByRole('button', { name: 'Pay 167.00 dt' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Cancel and return to the shop' }).getAttribute('href'),
    ).toBe(`${RESULT}&outcome=failure`);

    fireEvent.click(screen.getByRole('button', { name: /4242 4242 4242 4242/ }));
    expect(field(/^Card number/).value).toBe('4242 4242 4242 4242');
  });

  it('checks the card with the shared rules before sending it', async () => {
    const calls = routeApi(fetchMock, { 'GET /payments/sandbox/sbx_abc': ok(payment()) });
    renderGateway();
    await screen.findByTestId('sandbox-description');
    type(/^Card number/, '4242 4242 4242 4241');
    type(/^Expiry date/, '13/30');
    fireEvent.click(screen.getByRole('button', { name: 'Pay 167.00 dt' }));

    await waitFor(() =>
      expect(description(field(/^Card number/))).toContain('Please check the card number.'),
    );
    expect(description(field(/^Expiry date/))).toContain('Enter the expiry date as MM/YY.');
    expect(description(field(/^Security code/))).toContain('The security code has 3 or 4 digits.');
    expect(calls.map(({ call }) => call)).toEqual(['GET /payments/sandbox/sbx_abc']);
  });

  it('says a declined card was declined, then sends the browser to the redirectUrl', async () => {
    const redirectUrl = `${RESULT}&outcome=failure&payment_ref=sbx_abc`;
    const calls = routeApi(fetchMock, {
      'GET /payments/sandbox/sbx_abc': ok(payment()),
      'POST /payments/sandbox/sbx_abc/pay': ok({ status: 'failed', redirectUrl }),
    });
    renderGateway();
    await screen.findByTestId('sandbox-description');
    fireEvent.click(screen.getByRole('button', { name: /5471 2511 1111 1116/ }));
    type(/^Expiry date/, '12/30');
    type(/^Security code/, '123');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Pay 167.00 dt' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Card declined');
    expect(calls.at(-1)).toEqual({
      call: 'POST /payments/sandbox/sbx_abc/pay',
      body: { cardNumber: '5471251111111116', expiry: '12/30', cvc: '123' },
    });
    expect(assign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(DECLINED_REDIRECT_MS));
    expect(assign).toHaveBeenCalledWith(redirectUrl);
  });

  it('sends the browser to the redirectUrl at once when the card is accepted', async () => {
    const redirectUrl = `${RESULT}&outcome=success&payment_ref=sbx_abc`;
    routeApi(fetchMock, {
      'GET /payments/sandbox/sbx_abc': ok(payment()),
      'POST /payments/sandbox/sbx_abc/pay': ok({ status: 'completed', redirectUrl }),
    });
    renderGateway();
    await screen.findByTestId('sandbox-description');
    type(/^Card number/, '4509 2111 1111 1119');
    type(/^Expiry date/, '12/30');
    type(/^Security code/, '123');
    fireEvent.click(screen.getByRole('button', { name: 'Pay 167.00 dt' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(redirectUrl));
    expect(screen.getByText('Payment accepted')).toBeTruthy();
  });

  it('says a completed payment is complete and links back to the shop', async () => {
    routeApi(fetchMock, { 'GET /payments/sandbox/sbx_abc': ok(payment({ status: 'completed' })) });
    renderGateway();
    expect(await screen.findByText('This payment is already complete')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to the shop' }).getAttribute('href')).toBe(
      `${RESULT}&outcome=success`,
    );
    expect(screen.queryByRole('textbox', { name: /^Card number/ })).toBeNull();
  });

  it.each(['voided', 'expired'] as const)(
    'takes no card for a %s payment and sends the shopper back to their order',
    async (status) => {
      routeApi(fetchMock, { 'GET /payments/sandbox/sbx_abc': ok(payment({ status })) });
      renderGateway();
      expect(await screen.findByText('This payment link is no longer valid')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Return to the shop' }).getAttribute('href')).toBe(
        `${RESULT}&outcome=failure`,
      );
      expect(screen.queryByRole('textbox', { name: /^Card number/ })).toBeNull();
    },
  );

  it('says an unknown payment reference is not found', async () => {
    routeApi(fetchMock, {});
    renderGateway();
    expect(await screen.findByText('Payment not found')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Card number/ })).toBeNull();
  });
});
