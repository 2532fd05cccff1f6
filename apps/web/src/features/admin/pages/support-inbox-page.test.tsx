import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InboxTicket } from '@souk/shared/responses/support';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session';
import { useToastStore } from '../../../lib/toast';
import { jsonReply, useFetchMock } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import SupportInboxPage from './support-inbox-page';

const ticket = (over: Partial<InboxTicket> = {}): InboxTicket => ({
  id: 41,
  subject: 'Broken vase',
  status: 'OPEN',
  priority: 'High',
  category: 'Returns',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUpdate: '2026-11-20T10:00:00.000Z',
  messageCount: 1,
  lastSender: 'user',
  customer: { id: 3, name: 'Amira Ben Salah', email: 'amira@example.tn', language: 'fr' },
  messages: [
    { id: 1, sender: 'user', message: 'It arrived broken.', time: '2026-11-20T10:00:00.000Z' },
  ],
  ...over,
});

const page = (content: unknown[]) => {
  const info = { totalElements: content.length, totalPages: 1, number: 0, size: 20 };
  return { content, ...info, page: info };
};

describe('the support inbox (admin dashboard, issue 11)', () => {
  const fetchMock = useFetchMock();
  let calls: { call: string; body: unknown }[];

  beforeEach(() => {
    localStorage.clear();
    queryClient.clear();
    useToastStore.setState({ toasts: [] });
    useSessionStore.setState({ token: 'token-1', user: { id: 1, role: 'ADMIN' } });
    calls = [];
    fetchMock.mockImplementation(async (input, init) => {
      const path = String(input).replace('/api/v1', '');
      const call = `${init?.method ?? 'GET'} ${path}`;
      calls.push({ call, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const ok = (data: unknown, message = 'OK') =>
        jsonReply(200, { success: true, message, data });
      if (call.startsWith('GET /admin/support/tickets?')) return ok(page([ticket()]));
      if (call === 'GET /admin/support/tickets/41') return ok(ticket());
      if (call === 'POST /admin/support/tickets/41/messages')
        return ok(
          ticket({
            lastSender: 'support',
            messages: [
              ...ticket().messages,
              {
                id: 2,
                sender: 'support',
                message: 'A new one is on its way.',
                time: '2026-11-21T09:00:00.000Z',
              },
            ],
          }),
          'Message sent.',
        );
      return jsonReply(404, { success: false, errorCode: 'not_found', message: 'Not found' });
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
