import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, useFetchMock } from '../test/fetch';
import { apiData, apiRequest, ApiError, mediaUrl, setUnauthorizedHandler } from './api-client';
import { useLanguageStore } from './language';
import { useSessionStore } from './session';

describe('the API client (DESIGN.md "API conventions")', () => {
  const fetchMock = useFetchMock();
  const sentHeaders = () => fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
  beforeEach(() => {
    useSessionStore.setState({ token: null, user: null });
    useLanguageStore.setState({ language: 'en' });
  });
  afterEach(() => {
    setUnauthorizedHandler(() => undefined);
  });

  it('calls /api/v1 with the bearer token and the UI language, and reads the envelope', async () => {
    useSessionStore.setState({ token: 'token-1', user: { id: 1, role: 'CUSTOMER' } });
    useLanguageStore.setState({ language: 'ar' });
    fetchMock.mockResolvedValueOnce(jsonReply(200, { success: true, data: { id: 7 } }));
    await expect(apiData('/users/me')).resolves.toEqual({ id: 7 });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/users/me');
    expect(sentHeaders().Authorization).toBe('Bearer token-1');
    expect(sentHeaders()['Accept-Language']).toBe('ar');
  });

  it('sends no token when there is none, or when the call asks for none', async () => {
    useSessionStore.setState({ token: 'token-1', user: { id: 1, role: 'CUSTOMER' } });
    fetchMock.mockResolvedValueOnce(jsonReply(200, { success: true, token: 't' }));
    await apiRequest('/auth/authenticate', { method: 'POST', body: {}, auth: false });
    expect(sentHeaders().Authorization).toBeUndefined();
    expect(sentHeaders()['Content-Type']).toBe('application/json');
  });

  it('adds the headers a call gives (an Idempotency-Key) to its own', async () => {
    useSessionStore.setState({ token: 'token-1', user: { id: 1, role: 'CUSTOMER' } });
    fetchMock.mockResolvedValueOnce(jsonReply(201, { success: true, data: { id: 9 } }));
    await apiData('/orders', {
      method: 'POST',
      body: { items: [] },
      headers: { 'Idempotency-Key': 'attempt-1', Authorization: 'Bearer forged' },
    });
    expect(sentHeaders()).toMatchObject({
      'Idempotency-Key': 'attempt-1',
      Authorization: 'Bearer token-1',
      'Content-Type': 'application/json',
      'Accept-Language': 'en',
    });
  });

  it('turns a failure into an ApiError carrying the errorCode and the field messages', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonReply(409, {
        success: false,
        message: 'Email taken',
        errorCode: 'email_already_in_use',
        errors: { email: 'Email taken' },
      }),
    );
    const error = await apiRequest('/auth/register', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      errorCode: 'email_already_in_use',
      message: 'Email taken',
      fieldErrors: { email: 'Email taken' },
    });
  });

  it('treats success false as a failure even with status 200, defaulting to unknown_error', async () => {
    fetchMock.mockResolvedValueOnce(jsonReply(200, { success: false, message: 'No' }));
    await expect(apiRequest('/x')).rejects.toMatchObject({
      errorCode: 'unknown_error',
      message: 'No',
    });
  });

  it('reports no answer at all as a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.isNetworkError).toBe(true);
    expect(error.errorCode).toBe('network_error');
  });

  it('tells the app when a bearer call is refused with 401, not an anonymous one', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(jsonReply(401, { success: false, errorCode: 'unauthorized' }));
    await expect(apiRequest('/users/me')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    useSessionStore.setState({ token: 'old', user: { id: 1, role: 'CUSTOMER' } });
    await expect(apiRequest('/users/me')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});

describe('mediaUrl (storefront §7: relative logo paths are prefixed)', () => {
  it('reads a relative path from the root and keeps absolute addresses', () => {
    expect(mediaUrl('uploads/brands/logo.webp')).toBe('/uploads/brands/logo.webp');
    expect(mediaUrl('/uploads/brands/logo.webp')).toBe('/uploads/brands/logo.webp');
    expect(mediaUrl('https://cdn.souk.tn/logo.png')).toBe('https://cdn.souk.tn/logo.png');
    expect(mediaUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(mediaUrl('')).toBeUndefined();
    expect(mediaUrl(null)).toBeUndefined();
  });
});
