import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LedgerLine, PayoutSummary } from '@souk/shared/responses/payouts';
import { useSessionStore } from '../../../../lib/session';
import { ok, routeApi } from '../../../../test/fetch';
import { page, useApiTest } from '../../../../test/fixtures';
import { renderRoutes } from '../../../../test/render';
import BrandPayoutsPage from './payouts-page';

/** Issue 30, decision 027: the brand's balance, statement and CSV. */

const summary = (over: Partial<PayoutSummary> = {}): PayoutSummary => ({
  brandId: 9,
  brandName: 'Dar Chraka',
  balance: 540,
  pending: 216,
  available: 324,
  paidOut: 100,
  sales: 711.11,
  commission: 71.11,
  commissionRate: 12.5,
  rateSource: 'CATEGORY',
  brandCommissionRate: null,
  hasBankDetails: true,
  lastPayoutAt: '2026-11-20',
  ...over,
});

const line = (over: Partial<LedgerLine> = {}): LedgerLine => ({
  id: 1,
  kind: 'SALE',
  createdAt: '2026-11-25T10:00:00.000Z',
  orderId: 42,
  orderNumber: 'SK-2611-000042',
  gross: 240,
  commission: 24,
  net: 216,
  commissionRate: 10,
  availableAt: '2099-12-25T10:00:00.000Z',
  pending: true,
  bankReference: null,
  paidAt: null,
  ...over,
});

const statement = [
  line(),
  line({
    id: 2,
    kind: 'PAYOUT',
    orderId: null,
    orderNumber: null,
    gross: 0,
    commission: 0,
    net: -100,
    commissionRate: null,
    availableAt: null,
    pending: false,
    bankReference: 'VIR-2026-0001',
    paidAt: '2026-11-20',
  }),
  line({
    id: 3,
    kind: 'REFUND',
    gross: -50,
    commission: -5,
    net: -45,
    pending: false,
    availableAt: '2026-10-01T10:00:00.000Z',
  }),
];

const renderPayouts = () =>
  renderRoutes([{ path: '*', element: <BrandPayoutsPage /> }], '/dashboard/brand/payouts');

describe('the brand payouts page', () => {
  const fetchMock = useApiTest({ id: 41, role: 'BRAND' });
  beforeEach(() => {
    useSessionStore.setState({ brand: { id: 9, name: 'Dar Chraka', logo: null } });
  });

  it('shows available, pending, paid out and the rate, each with its period', async () => {
    routeApi(fetchMock, {
      'GET /brands/9/payouts/summary': ok(summary()),
      'GET /brands/9/ledger*': ok(page(statement, 20)),
    });
    renderPayouts();
    const figures = await screen.findByTestId('payout-figures');
    await waitFor(() => expect(figures.getAttribute('aria-busy')).toBeNull());
    expect(within(screen.getByTestId('figure-available')).getByText('324.00 dt')).toBeTruthy();
    expect(screen.getByTestId('figure-available').textContent).toContain('Now');
    expect(within(screen.getByTestId('figure-pending')).getByText('216.00 dt')).toBeTruthy();
    expect(within(screen.getByTestId('figure-paid-out')).getByText('100.00 dt')).toBeTruthy();
    expect(screen.getByTestId('figure-paid-out').textContent).toContain('All time');
    expect(screen.getByTestId('figure-rate').textContent).toContain('12.5 %');
    expect(screen.getByTestId('figure-rate').textContent).toContain('Your category’s rate');
    expect(screen.queryByTestId('bank-missing')).toBeNull();
  });

  it('lists the statement: sales with their commission, refunds, payouts with their reference', async () => {
    const calls = routeApi(fetchMock, {
      'GET /brands/9/payouts/summary': ok(summary()),
      'GET /brands/9/ledger*': ok(page(statement, 20)),
    });
    renderPayouts();
    const table = await screen.findByTestId('ledger-table');
    const rows = within(table).getAllByTestId('ledger-line');
    expect(rows.map((row) => row.dataset.kind)).toEqual(['SALE', 'PAYOUT', 'REFUND']);
    expect(rows[0]!.textContent).toContain('SK-2611-000042');
    expect(rows[0]!.textContent).toContain('240.00 dt');
    expect(rows[0]!.textContent).toContain('24.00 dt');
    expect(rows[0]!.textContent).toContain('Pending until');
    expect(rows[1]!.textContent).toContain('Ref. VIR-2026-0001');
    expect(rows[1]!.textContent).toContain('-100.00 dt');
    expect(rows[2]!.textContent).toContain('Available');
    expect(calls.map((c) => c.call)).toContain('GET /brands/9/ledger?page=0&size=20');
  });

  it('says what is missing when the bank details are not given', async () => {
    routeApi(fetchMock, {
      'GET /brands/9/payouts/summary': ok(summary({ hasBankDetails: false })),
      'GET /brands/9/ledger*': ok(page([], 20)),
    });
    renderPayouts();
    expect((await screen.findByTestId('bank-missing')).textContent).toContain('RIB');
    expect(await screen.findByText(/No lines yet/)).toBeTruthy();
  });

  describe('the CSV download', () => {
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    beforeAll(() => {
      URL.createObjectURL = vi.fn(() => 'blob:statement');
      URL.revokeObjectURL = vi.fn();
    });
    afterAll(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });

    it('downloads the statement from the API with the session and the language', async () => {
      routeApi(fetchMock, {
        'GET /brands/9/payouts/summary': ok(summary()),
        'GET /brands/9/ledger.csv': { body: 'Date,Line\r\n' as unknown as object },
        'GET /brands/9/ledger?*': ok(page(statement, 20)),
      });
      renderPayouts();
      fireEvent.click(await screen.findByTestId('download-statement'));
      await waitFor(() =>
        expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/ledger.csv'))).toBe(
          true,
        ),
      );
      const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/ledger.csv'))!;
      const headers = init!.headers as Record<string, string>;
      expect(headers.Authorization).toBe('Bearer token-1');
      expect(headers['Accept-Language']).toBe('en');
    });
  });
});
