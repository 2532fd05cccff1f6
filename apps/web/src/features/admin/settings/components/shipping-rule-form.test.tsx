import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../../lib/query-client';
import { shippingRuleKey } from '../../../../lib/shipping-rule';
import { ok, refused, routeApi } from '../../../../test/fetch';
import { toastTexts, useApiTest } from '../../../../test/fixtures';
import { ShippingRuleForm } from './shipping-rule-form';

/**
 * issue 30 item 3: the admin sets the shipping rule in the settings — a flat fee (0 to 1000 dt)
 * and a free-shipping threshold (above 0 dt, empty for none), two decimals at most — with a
 * message on each field that is wrong.
 */

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}( \\*)?$`)) as HTMLInputElement;
const type = (label: string, value: string) => {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
};
const FEE = 'Flat shipping fee \\(dt\\)';
const THRESHOLD = 'Free shipping from \\(dt\\)';
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save the shipping rule' }));

function renderForm() {
  return render(
    <QueryClientProvider client={queryClient}>
      <ShippingRuleForm />
    </QueryClientProvider>,
  );
}

describe('the shipping rule in the admin’s settings', () => {
  const fetchMock = useApiTest({ id: 1, role: 'ADMIN' });

  it('shows the stored rule, saves the new one and the storefront reads it at once', async () => {
    let stored: object = { flatFee: 7, freeOver: 300 };
    const calls = routeApi(fetchMock, {
      'GET /settings/shipping': () => ok(stored),
      'PUT /settings/shipping': () => ok((stored = { flatFee: 9.5, freeOver: null })),
    });
    renderForm();
    await waitFor(() => expect(field(FEE).value).toBe('7.00'));
    expect(field(THRESHOLD).value).toBe('300.00');
    expect(screen.getByTestId('shipping-rule-preview').textContent).toContain(
      'free on orders of 300.00 dt or more',
    );

    type(FEE, '9.5');
    type(THRESHOLD, '');
    save();

    await waitFor(() => expect(toastTexts()).toEqual(['The shipping rule was saved.']));
    expect(calls.filter(({ call }) => call.startsWith('PUT'))).toEqual([
      { call: 'PUT /settings/shipping', body: { flatFee: '9.5', freeOver: '' } },
    ]);
    expect(queryClient.getQueryData(shippingRuleKey)).toEqual({ flatFee: 9.5, freeOver: null });
    await waitFor(() => expect(field(FEE).value).toBe('9.50'));
    expect(screen.getByTestId('shipping-rule-preview').textContent).toBe(
      'Shoppers read: Delivery costs 9.50 dt per order, and is free when every item in your cart has free shipping.',
    );
  });

  it('says what is wrong next to each field and sends nothing', async () => {
    const calls = routeApi(fetchMock, {
      'GET /settings/shipping': ok({ flatFee: 7, freeOver: 300 }),
    });
    renderForm();
    await waitFor(() => expect(field(FEE).value).toBe('7.00'));
    type(FEE, '1000.01');
    type(THRESHOLD, '0');
    save();
    await waitFor(() =>
      expect(
        screen.getByText(
          'The shipping fee is an amount from 0 to 1,000 dt, with at most 2 decimals.',
        ),
      ).toBeTruthy(),
    );
    expect(field(FEE).getAttribute('aria-invalid')).toBe('true');
    expect(field(THRESHOLD).getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(
        'The free-shipping threshold is an amount above 0 dt, with at most 2 decimals; leave it empty for none.',
      ),
    ).toBeTruthy();
    type(FEE, '7.505');
    await waitFor(() => expect(field(FEE).getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some(({ call }) => call.startsWith('PUT'))).toBe(false);
  });

  it('shows the server’s field messages on the fields', async () => {
    routeApi(fetchMock, {
      'GET /settings/shipping': ok({ flatFee: 7, freeOver: 300 }),
      'PUT /settings/shipping': refused(400, 'validation_failed', 'Please check the fields.', {
        freeOver: 'Threshold refused by the server.',
      }),
    });
    renderForm();
    await waitFor(() => expect(field(FEE).value).toBe('7.00'));
    type(THRESHOLD, '250');
    save();
    await screen.findByText('Threshold refused by the server.');
    expect(field(THRESHOLD).getAttribute('aria-invalid')).toBe('true');
    expect(field(THRESHOLD).value).toBe('250');
  });
});
