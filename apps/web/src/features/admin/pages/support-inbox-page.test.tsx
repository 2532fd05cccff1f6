import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InboxTicket } from '@souk/shared/responses/support';
import { ok, routeApi } from '../../../test/fetch';
import { page, supportAnswer, ticket as customerTicket, useApiTest } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import SupportInboxPage from './support-inbox-page';

const ticket = (over: Partial<InboxTicket> = {}): InboxTicket => ({
  ...customerTicket({ priority: 'High', category: 'Returns' }),
  customer: { id: 3, name: 'Amira Ben Salah', email: 'amira@example.tn', language: 'fr' },
  ...over,
});

describe('the support inbox (admin dashboard, issue 11)', () => {
  const fetchMock = useApiTest({ id: 1, role: 'ADMIN' });
  let calls: { call: string; body: unknown }[];

  beforeEach(() => {
    calls = routeApi(fetchMock, {
      'GET /admin/support/tickets?*': ok(page([ticket()], 20)),
      'GET /admin/support/tickets/41': ok(ticket()),
      'POST /admin/support/tickets/41/messages': ok(
        ticket({
          lastSender: 'support',
          messages: [...ticket().messages, supportAnswer],
        }),
        'Message sent.',
      ),
    });
  });

  it('asks the API with the filters of the address and answers the chosen ticket as support', async () => {
    const router = renderRoutes(
      [{ path: '/dashboard/admin/support', element: <SupportInboxPage /> }],
      '/dashboard/admin/support?category=Returns&priority=Nonsense',
    );
    const row = await screen.findByTestId('inbox-row');
    expect(row.textContent).toContain('amira@example.tn');
    // An unknown value in the address is no filter: only the known ones reach the API.
    expect(calls[0]!.call).toBe('GET /admin/support/tickets?page=0&size=20&category=Returns');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveProperty('value', 'Returns');

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'OPEN' },
    });
    await waitFor(() => expect(router.state.location.search).toContain('status=OPEN'));
    await waitFor(() =>
      expect(calls.map(({ call }) => call)).toContain(
        'GET /admin/support/tickets?page=0&size=20&status=OPEN&category=Returns',
      ),
    );

    fireEvent.click(await screen.findByTestId('inbox-row'));
    const thread = await screen.findByRole('article', { name: 'Broken vase' });
    await within(thread).findByText('It arrived broken.');
    fireEvent.click(within(thread).getByRole('button', { name: 'Send answer' }));
    expect(within(thread).getByText('Please write a message.')).toBeTruthy();
    fireEvent.change(within(thread).getByRole('textbox', { name: 'Answer as support' }), {
      target: { value: 'A new one is on its way.' },
    });
    fireEvent.click(within(thread).getByRole('button', { name: 'Send answer' }));
    await within(thread).findByText('A new one is on its way.');
    expect(calls.find(({ call }) => call.startsWith('POST'))?.body).toEqual({
      message: 'A new one is on its way.',
    });
  });
});
