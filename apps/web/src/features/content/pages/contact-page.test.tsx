import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session';
import { jsonReply } from '../../../test/fetch';
import ContactPage, { SUCCESS_BANNER_MS } from './contact-page';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <ContactPage /> }], {
    initialEntries: ['/contact-us'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('the contact form', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: null, user: null });
    // jsdom lays nothing out: the banner's scroll into view is a no-op here.
    Element.prototype.scrollIntoView = () => {};
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts empty for a visitor', () => {
    renderPage();
    expect(field(/First name/).value).toBe('');
    expect(field(/^Email/).value).toBe('');
  });

  it('fills in a signed-in customer’s name and email, and keeps them when the form clears', async () => {
    useSessionStore.setState({
      token: 'token-1',
      user: {
        id: 7,
        role: 'CUSTOMER',
        firstname: 'Leila',
        lastname: 'Trabelsi',
        email: 'leila@example.tn',
      },
    });
    const fetchMock = vi.fn(async () =>
      jsonReply(200, { success: true, message: 'Sent', errors: {} }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(field(/First name/).value).toBe('Leila');
    expect(field(/Last name/).value).toBe('Trabelsi');
    expect(field(/^Email/).value).toBe('leila@example.tn');

    fireEvent.change(field(/^Message/), { target: { value: 'Where is my order number 42?' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByTestId('contact-success')).toBeTruthy();
    const sent = JSON.parse(
      (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string,
    );
    expect(sent).toMatchObject({
      firstName: 'Leila',
      email: 'leila@example.tn',
      subject: 'general',
    });

    // spec: storefront §4 — the banner shows 5 seconds, then the form clears.
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_BANNER_MS));
    await waitFor(() => expect(screen.queryByTestId('contact-success')).toBeNull());
    expect(field(/^Message/).value).toBe('');
    expect(field(/First name/).value).toBe('Leila');
  });
});
