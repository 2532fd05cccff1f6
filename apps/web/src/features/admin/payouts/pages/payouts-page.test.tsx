import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPayoutRow, AdminPayouts } from '@souk/shared/responses/payouts';
import { ok, refused, routeApi } from '../../../../test/fetch';
import { page, toastTexts, useApiTest } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/list-page';
import AdminPayoutsPage from './payouts-page';

/** Issue 30, decision 027: every brand's balance, recording a payout, statements and rates. */

const row = (over: Partial<AdminPayoutRow> = {}): AdminPayoutRow => ({
  brandId: 9,
  brandName: 'Dar Chraka',
  balance: 540,
  pending: 216,
  available: 324,
  paidOut: 100,
  sales: 711.11,
  commission: 71.11,
  commissionRate: 10,
  rateSource: 'CATEGORY',
  brandCommissionRate: null,
  hasBankDetails: true,
  lastPayoutAt: null,
  brandCategoryId: 2,
  enabled: true,
  rib: '10006035183598478831',
  taxId: '1234567A/B/M/000',
  ...over,
});

const answer = (brands: AdminPayoutRow[]): AdminPayouts => ({
  brands,
  categories: [{ id: 2, name: 'Home', nameTranslations: { fr: 'Maison' }, commissionRate: 10 }],
  defaultRate: 10,
  totals: { balance: 540, pending: 216, available: 324, paidOut: 100, commission: 71.11 },
});

const noBank = row({
  brandId: 10,
  brandName: 'Atlas Lamps',
  available: 50,
  rib: null,
  taxId: null,
  hasBankDetails: false,
});

const renderPayouts = () => renderPage(<AdminPayoutsPage />, '/dashboard/admin/payouts');

const card = async (name: string) =>
  (await screen.findAllByTestId('brand-balance')).find((el) => el.textContent?.includes(name))!;

describe('the admin payouts page', () => {
  const fetchMock = useApiTest({ id: 1, role: 'ADMIN' });

  it("lists every brand's balance with its bank details, and the totals", async () => {
    routeApi(fetchMock, { 'GET /admin/payouts': ok(answer([row(), noBank])) });
    renderPayouts();
    const dar = await card('Dar Chraka');
    expect(within(dar).getByTestId('brand-available').textContent).toBe('324.00 dt');
    expect(dar.textContent).toContain('10 006 0351835984788 31');
    const atlas = await card('Atlas Lamps');
    expect(atlas.textContent).toContain('Missing');
    expect(
      (within(atlas).getByRole('button', { name: 'Record payout' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByTestId('total-commission').textContent).toContain('71.11 dt');
    expect(screen.getByLabelText(/Commission rate of Home/)).toBeTruthy();
  });

  it('checks the payout form and records it, then reads the balances again', async () => {
    const calls = routeApi(fetchMock, {
      'GET /admin/payouts': ok(answer([row()])),
      'POST /admin/brands/9/payouts': ok({
        id: 1,
        brandId: 9,
        amount: 300,
        bankReference: 'VIR-7',
        rib: '10006035183598478831',
        paidAt: '2026-11-28',
        createdAt: '2026-11-28T10:00:00.000Z',
      }),
    });
    renderPayouts();
    fireEvent.click(
      within(await card('Dar Chraka')).getByRole('button', { name: 'Record payout' }),
    );
    const form = await screen.findByTestId('payout-form');
    expect(form.textContent).toContain('324.00 dt');
    const amount = within(form).getByLabelText(/^Amount/) as HTMLInputElement;
    expect(amount.value).toBe('324');
    fireEvent.change(amount, { target: { value: '12.345' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payout' }));
    expect(await within(form).findByText(/above 0 with at most two decimals/)).toBeTruthy();
    expect(within(form).getByText('This field is required.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '300' } });
    fireEvent.change(within(form).getByLabelText(/^Bank reference/), {
      target: { value: 'VIR-7' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payout' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        '300.00 dt recorded as paid to Dar Chraka. The brand has been emailed.',
      ),
    );
    const posted = calls.find((c) => c.call === 'POST /admin/brands/9/payouts')!;
    expect(posted.body).toMatchObject({ amount: '300', bankReference: 'VIR-7' });
    await waitFor(() =>
      expect(calls.filter((c) => c.call === 'GET /admin/payouts').length).toBeGreaterThan(1),
    );
  });

  it("shows the server's refusal in the dialog", async () => {
    routeApi(fetchMock, {
      'GET /admin/payouts': ok(answer([row()])),
      'POST /admin/brands/9/payouts': refused(
        422,
        'payout_exceeds_available',
        'The payout cannot be more than 24.00 dt, what this brand has available now.',
      ),
    });
    renderPayouts();
    fireEvent.click(
      within(await card('Dar Chraka')).getByRole('button', { name: 'Record payout' }),
    );
    const form = await screen.findByTestId('payout-form');
    fireEvent.change(within(form).getByLabelText(/^Bank reference/), {
      target: { value: 'VIR-8' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payout' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'The payout cannot be more than 24.00 dt, what this brand has available now.',
    );
  });

  it("opens a brand's statement", async () => {
    routeApi(fetchMock, {
      'GET /admin/payouts': ok(answer([row()])),
      'GET /admin/brands/9/ledger*': ok(
        page(
          [
            {
              id: 1,
              kind: 'SALE',
              createdAt: '2026-11-25T10:00:00.000Z',
              orderId: 42,
              orderNumber: 'SK-2611-000042',
              gross: 120,
              commission: 12,
              net: 108,
              commissionRate: 10,
              availableAt: '2026-12-25T10:00:00.000Z',
              pending: true,
              bankReference: null,
              paidAt: null,
            },
          ],
          20,
        ),
      ),
    });
    renderPayouts();
    fireEvent.click(within(await card('Dar Chraka')).getByRole('button', { name: 'Statement' }));
    const dialog = await screen.findByTestId('statement-dialog');
    expect((await within(dialog).findAllByTestId('ledger-line'))[0]!.textContent).toContain(
      'SK-2611-000042',
    );
  });

  it("saves a category's rate, refusing one above 100", async () => {
    const calls = routeApi(fetchMock, {
      'GET /admin/payouts': ok(answer([row()])),
      'PATCH /admin/brand-categories/2/commission-rate': ok({
        id: 2,
        name: 'Home',
        nameTranslations: {},
        commissionRate: 12.5,
      }),
    });
    renderPayouts();
    const input = (await screen.findByLabelText(/Commission rate of Home/)) as HTMLInputElement;
    const form = screen.getByTestId('category-rate-form');
    fireEvent.change(input, { target: { value: '150' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/percentage from 0 to 100/)).toBeTruthy();
    fireEvent.change(input, { target: { value: '12.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toContain('Rate saved: 12.5 %.'));
    expect(calls.find((c) => c.call.startsWith('PATCH'))!.body).toEqual({ commissionRate: '12.5' });
  });
});
