import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../../lib/session';
import { ok, refused, routeApi } from '../../../../test/fetch';
import { toastTexts, useApiTest } from '../../../../test/fixtures';
import { renderRoutes } from '../../../../test/render';
import { BankDetailsForm } from './bank-details-form';

/** Decision 027: the RIB and tax identification number in the brand's settings. */

const renderForm = (details = { rib: null as string | null, taxId: null as string | null }) =>
  renderRoutes(
    [{ path: '*', element: <BankDetailsForm details={details} /> }],
    '/dashboard/brand/settings',
  );

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const rib = () => field(/^RIB \(20 digits\)/);
const taxId = () => field(/^Tax identification number/);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save bank details' }));

describe('the bank details form', () => {
  const fetchMock = useApiTest({ id: 41, role: 'BRAND' });
  beforeEach(() => {
    useSessionStore.setState({ brand: { id: 9, name: 'Dar Chraka', logo: null } });
  });

  it('shows the details on file, the RIB in its groups', () => {
    renderForm({ rib: '10006035183598478831', taxId: '1234567A/B/M/000' });
    expect(rib().value).toBe('10 006 0351835984788 31');
    expect(taxId().value).toBe('1234567A/B/M/000');
  });

  it('says next to each field what is wrong, before sending anything', async () => {
    const calls = routeApi(fetchMock, {});
    renderForm();
    fireEvent.change(rib(), { target: { value: '10006035183598478832' } });
    fireEvent.change(taxId(), { target: { value: '123A' } });
    save();
    expect(await screen.findByText(/these do not make a valid RIB/)).toBeTruthy();
    expect(screen.getByText(/e\.g\. 1234567A\/B\/M\/000\.$/)).toBeTruthy();
    expect(rib().getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('saves the details and shows them as stored', async () => {
    const calls = routeApi(fetchMock, {
      'PUT /brands/9/bank-details': ok({ rib: '14207207100707129648', taxId: '0123456M/A/M/000' }),
    });
    renderForm();
    fireEvent.change(rib(), { target: { value: '14 207 2071007071296 48' } });
    fireEvent.change(taxId(), { target: { value: '0123456 m a m 000' } });
    save();
    await waitFor(() => expect(toastTexts()).toContain('Bank details saved.'));
    expect(calls[0]).toEqual({
      call: 'PUT /brands/9/bank-details',
      body: { rib: '14 207 2071007071296 48', taxId: '0123456 m a m 000' },
    });
    expect(taxId().value).toBe('0123456M/A/M/000');
  });

  it("shows the server's field messages", async () => {
    routeApi(fetchMock, {
      'PUT /brands/9/bank-details': refused(
        400,
        'validation_failed',
        'Some fields are not valid.',
        {
          rib: 'Saisissez les 20 chiffres du RIB',
        },
      ),
    });
    renderForm();
    fireEvent.change(rib(), { target: { value: '14207207100707129648' } });
    fireEvent.change(taxId(), { target: { value: '0123456M/A/M/000' } });
    save();
    expect(await screen.findByText('Saisissez les 20 chiffres du RIB')).toBeTruthy();
  });
});
