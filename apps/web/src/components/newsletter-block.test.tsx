import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonReply } from '../test/fetch';
import { NewsletterBlock } from './newsletter-block';

function renderBlock() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NewsletterBlock />
    </QueryClientProvider>,
  );
}

const answer = (status: number, body: unknown) => vi.fn(async () => jsonReply(status, body));

const email = () => screen.getByRole('textbox', { name: /Email address/ });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

describe('the newsletter block of the home page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('requires an email, checks its pattern and sends nothing until it is valid', async () => {
    const fetchMock = answer(200, { success: true, message: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    renderBlock();
    expect(email().getAttribute('type')).toBe('email');
    submit();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    fireEvent.change(email(), { target: { value: 'amira@' } });
    submit();
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes with the email and the page language, then thanks the reader', async () => {
    const fetchMock = answer(200, {
      success: true,
      message: 'Thank you',
      data: { status: 'subscribed' },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderBlock();
    fireEvent.change(email(), { target: { value: ' Amira@Example.TN ' } });
    submit();
    expect(await screen.findByText(/Thank you for subscribing/)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/newsletter/subscribe');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'amira@example.tn', language: 'en' });
    await waitFor(() => expect((email() as HTMLInputElement).value).toBe(''));
  });

  it('tells a reader already on the list so, instead of sending them to their inbox', async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, { success: true, message: 'Already', data: { status: 'already_subscribed' } }),
    );
    renderBlock();
    fireEvent.change(email(), { target: { value: 'amira@example.tn' } });
    submit();
    expect(await screen.findByText(/already subscribed with this address/)).toBeTruthy();
    expect(screen.queryByText(/confirmation email/)).toBeNull();
  });

  it('shows the failure when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      answer(429, { success: false, errorCode: 'too_many_requests', message: 'Too many' }),
    );
    renderBlock();
    fireEvent.change(email(), { target: { value: 'amira@example.tn' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toMatch(/Too many attempts/);
  });
});
