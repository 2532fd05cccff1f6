import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@souk/shared/messages/en';
import { useToastStore } from '../../../lib/toast';
import { ok, refused, routeApi, type Reply } from '../../../test/fetch';
import { page, supportAnswer, ticket, toastTexts, useApiTest } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import SupportPage from './support-page';

describe('the support centre (storefront §2, issue 11)', () => {
  const fetchMock = useApiTest();
  let calls: { call: string; body: unknown }[];
  const answer = (routes: Record<string, Reply>) => {
    calls = routeApi(fetchMock, routes);
  };
  const render = (path = '/dashboard/profile/support') =>
    renderRoutes([{ path: '/dashboard/profile/support', element: <SupportPage /> }], path);

  it('asks for a subject and a message, keeps what was typed when the call fails, and opens the ticket with General and Medium', async () => {
    let fail = true;
    answer({
      'GET /support/tickets?*': ok(page([])),
      'POST /support/tickets': () =>
        fail
          ? {
              status: 503,
              body: { success: false, errorCode: 'service_unavailable', message: 'Down' },
            }
          : { status: 201, body: { success: true, message: 'Ticket created', data: ticket() } },
      'GET /support/tickets/41': ok(ticket()),
    });
    render();
    fireEvent.click((await screen.findAllByRole('button', { name: 'New ticket' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New support ticket' });
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveProperty(
      'value',
      'General',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Priority' })).toHaveProperty(
      'value',
      'Medium',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open ticket' }));
    expect(within(dialog).getByText('Please enter a subject.')).toBeTruthy();
    expect(within(dialog).getByText('Please describe your request.')).toBeTruthy();
    expect(calls.some(({ call }) => call === 'POST /support/tickets')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Subject/ }), {
      target: { value: 'Broken vase' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), {
      target: { value: 'It arrived broken.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open ticket' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.kind)).toContain('error'),
    );
    expect(within(dialog).getByRole('textbox', { name: /Subject/ })).toHaveProperty(
      'value',
      'Broken vase',
    );

    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open ticket' }));
    await screen.findByRole('article', { name: 'Broken vase' });
    expect(calls.filter(({ call }) => call === 'POST /support/tickets').at(-1)?.body).toEqual({
      subject: 'Broken vase',
      message: 'It arrived broken.',
      category: 'General',
      priority: 'Medium',
    });
  });

  it('says why when the customer has sent too much (429), and keeps the new ticket and the reply they typed', async () => {
    answer({
      'GET /support/tickets?*': ok(page([ticket()])),
      'GET /support/tickets/41': ok(ticket()),
      'POST /support/tickets': refused(429, 'too_many_tickets', 'Slow down'),
      'POST /support/tickets/41/messages': refused(429, 'too_many_messages', 'Slow down'),
    });
    render('/dashboard/profile/support?ticket=41');
    const thread = await screen.findByRole('article', { name: 'Broken vase' });
    const reply = within(thread).getByRole('textbox', { name: 'Your message' });
    fireEvent.change(reply, { target: { value: 'Any news about the vase?' } });
    fireEvent.click(within(thread).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toastTexts()).toContain(en.too_many_messages));
    expect(reply).toHaveProperty('value', 'Any news about the vase?');

    fireEvent.click(screen.getAllByRole('button', { name: 'New ticket' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New support ticket' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Subject/ }), {
      target: { value: 'Second vase' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), {
      target: { value: 'This one too.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open ticket' }));
    await waitFor(() => expect(toastTexts()).toContain(en.too_many_tickets));
    expect(within(dialog).getByRole('textbox', { name: /Subject/ })).toHaveProperty(
      'value',
      'Second vase',
    );
    expect(within(dialog).getByRole('textbox', { name: /Message/ })).toHaveProperty(
      'value',
      'This one too.',
    );
  });

  it('shows the ticket of the address with its thread, and closes it', async () => {
    const answered = ticket({
      lastSender: 'support',
      messageCount: 2,
      messages: [...ticket().messages, supportAnswer],
    });
    answer({
      'GET /support/tickets?*': ok(page([answered])),
      'GET /support/tickets/41': ok(answered),
      'PATCH /support/tickets/41/status': ok({ ...answered, status: 'CLOSED' }, 'Ticket closed.'),
    });
    render('/dashboard/profile/support?ticket=41');
    const thread = await screen.findByRole('article', { name: 'Broken vase' });
    await within(thread).findByText('A new one is on its way.');
    expect(within(thread).getByText('Souk support')).toBeTruthy();
    fireEvent.click(within(thread).getByRole('button', { name: 'Close ticket' }));
    await within(thread).findByRole('button', { name: 'Reopen ticket' });
    expect(calls.find(({ call }) => call.startsWith('PATCH'))?.body).toEqual({ status: 'CLOSED' });
  });

  it('greets in the chat, answers a returns question from the FAQ after the typing indicator, and names the latest order', async () => {
    answer({
      'GET /orders/customer/3/paged?*': ok(
        page([
          {
            orderNumber: 'SK-2611-000042',
            status: 'SHIPPED',
            orderDate: '2026-11-20T10:00:00.000Z',
          },
        ]),
      ),
    });
    render('/dashboard/profile/support?tab=chat');
    const log = await screen.findByRole('log');
    await within(log).findByText(/I'm the Souk assistant/, undefined, { timeout: 2000 });

    fireEvent.change(screen.getByRole('textbox', { name: 'Your question' }), {
      target: { value: 'How do I return an item?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The Souk assistant is typing...')).toBeTruthy();
    await within(log).findByText(/within 30 days of delivery/);
    expect(screen.queryByText('The Souk assistant is typing...')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Where is my order?' }));
    await within(log).findByText(/Your latest order SK-2611-000042, placed on .+, is shipped\./);
    // besides the shipping rule the help texts state (decision 025)
    expect(
      calls.map(({ call }) => call).filter((call) => call !== 'GET /settings/shipping'),
    ).toEqual(['GET /orders/customer/3/paged?page=0&size=1&sortBy=orderDate&direction=desc']);
  });

  it('tells the customer why the chat could not hand over when they opened too many tickets (429)', async () => {
    answer({ 'POST /support/tickets': refused(429, 'too_many_tickets', 'Slow down') });
    render('/dashboard/profile/support?tab=chat');
    const log = await screen.findByRole('log');
    await within(log).findByText(/I'm the Souk assistant/, undefined, { timeout: 2000 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your question' }), {
      target: { value: 'How do I return an item?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await within(log).findByText(/within 30 days of delivery/);

    fireEvent.click(screen.getByRole('button', { name: 'Talk to a person' }));
    expect(await within(log).findByText(en.too_many_tickets)).toBeTruthy();
    expect(within(log).queryByText('The ticket could not be opened. Please try again.')).toBeNull();
  });
});
