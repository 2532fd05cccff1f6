import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShippingRuleAnswer } from '@souk/shared/responses/settings';
import { useDocument } from '../features/content/documents/use-document';
import { useHelpDocument } from '../features/support/api/get-help';
import { loadTranslation } from '../lib/i18n';
import { useLanguageStore } from '../lib/language';
import { queryClient } from '../lib/query-client';
import { ok, routeApi } from '../test/fetch';
import { useApiTest } from '../test/fixtures';
import { FreeShippingHint, ShippingNotice, useShippingBenefit } from './shipping-rule-texts';

/**
 * issue 30 item 3: every storefront text about shipping states the rule the API answers (the admin
 * sets it), with its figures in the reader's format; none keeps a figure of its own.
 */

function Banner() {
  const { title, body } = useShippingBenefit();
  return (
    <div data-testid="banner">
      <h3>{title}</h3>
      <p>{body}</p>
    </div>
  );
}

function ShippingGuides() {
  const help = useDocument('help').data;
  const terms = useDocument('terms').data;
  const chat = useHelpDocument().data;
  const guide = (document: typeof help) =>
    document?.guides.find((g) => g.id === 'shipping-times')?.content.join(' ');
  return (
    <>
      <p data-testid="help">{guide(help)}</p>
      <p data-testid="chat">{guide(chat)}</p>
      <p data-testid="terms">{JSON.stringify(terms ?? '')}</p>
    </>
  );
}

function renderWithRule(rule: ShippingRuleAnswer, fetchMock: Parameters<typeof routeApi>[0]) {
  routeApi(fetchMock, { 'GET /settings/shipping': ok(rule) });
  return render(
    <QueryClientProvider client={queryClient}>
      <Banner />
      <ShippingNotice />
      <FreeShippingHint subtotal={120} shipping={rule.flatFee} />
      <ShippingGuides />
    </QueryClientProvider>,
  );
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('the shipping texts', () => {
  const fetchMock = useApiTest();
  afterEach(() => act(() => useLanguageStore.setState({ language: 'en' })));

  it('state the threshold and the fee the API answers, wherever they appear', async () => {
    renderWithRule({ flatFee: 9.5, freeOver: 150 }, fetchMock);
    await waitFor(() =>
      expect(text('banner')).toBe('Free shippingOn orders of 150.00 dt or more.'),
    );
    expect(text('shipping-notice')).toBe('Free shipping on orders of 150.00 dt or more');
    // 150 − 120 = 30 dt short of free shipping
    expect(text('free-shipping-hint')).toBe('Add 30.00 dt more for free shipping.');
    await waitFor(() => expect(text('help')).toContain('Delivery costs 9.50 dt per order'));
    expect(text('help')).toContain('free on orders of 150.00 dt or more');
    expect(text('chat')).toContain('Delivery costs 9.50 dt per order');
    await waitFor(() => expect(text('terms')).toContain('Delivery costs 9.50 dt per order'));
    for (const id of ['help', 'chat', 'terms']) expect(text(id)).not.toContain('{{');
  });

  it('say a flat fee, and no free-shipping promise, when the rule has no threshold', async () => {
    renderWithRule({ flatFee: 12, freeOver: null }, fetchMock);
    await waitFor(() => expect(text('banner')).toBe('Delivery across Tunisia12.00 dt per order.'));
    expect(text('shipping-notice')).toBe('Delivery: 12.00 dt per order');
    expect(screen.queryByTestId('free-shipping-hint')).toBeNull();
    await waitFor(() =>
      expect(text('help')).toContain(
        'Delivery costs 12.00 dt per order, and is free when every item in your cart has free shipping.',
      ),
    );
    expect(text('help')).not.toMatch(/orders of .* or more/);
  });

  it('say free delivery on every order when the fee is 0', async () => {
    renderWithRule({ flatFee: 0, freeOver: null }, fetchMock);
    await waitFor(() => expect(text('banner')).toBe('Free shippingOn every order.'));
    expect(text('shipping-notice')).toBe('Free shipping on every order');
    await waitFor(() => expect(text('help')).toContain('Delivery is free on every order.'));
  });

  it('write the figures in French and Arabic with the app’s price format', async () => {
    await loadTranslation('fr');
    await loadTranslation('ar');
    act(() => useLanguageStore.setState({ language: 'fr' }));
    const view = renderWithRule({ flatFee: 7, freeOver: 1250.5 }, fetchMock);
    await waitFor(() =>
      expect(text('banner')).toBe('Livraison gratuiteDès 1\u202f250,50 dt de commande.'),
    );
    await waitFor(() => expect(text('help')).toContain('La livraison coûte 7,00 dt par commande'));
    act(() => useLanguageStore.setState({ language: 'ar' }));
    await waitFor(() => expect(text('shipping-notice')).toContain('شحن مجاني للطلبات بقيمة'));
    expect(text('shipping-notice')).toContain('1.250,50 dt');
    await waitFor(() => expect(text('help')).toContain('تبلغ تكلفة التوصيل'));
    expect(text('help')).toContain('7,00 dt');
    view.unmount();
  });

  it('promise nothing while the rule cannot be read', async () => {
    routeApi(fetchMock, {});
    render(
      <QueryClientProvider client={queryClient}>
        <Banner />
        <ShippingNotice />
        <FreeShippingHint subtotal={120} shipping={7} />
      </QueryClientProvider>,
    );
    await waitFor(() =>
      expect(text('shipping-notice')).toBe('Your cart shows the delivery cost before you pay.'),
    );
    expect(text('banner')).not.toMatch(/\d/);
    expect(screen.queryByTestId('free-shipping-hint')).toBeNull();
  });
});
