import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, useToastStore } from '../lib/toast';
import { Toaster } from './toaster';

describe('the toasts (storefront §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('sit at the top, on the reading side’s end (top right in English)', () => {
    render(<Toaster />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.className).toMatch(/\btop-4\b/);
    expect(region.className).toMatch(/\bsm:end-4\b/);
  });

  it('close by themselves after 3 s', () => {
    render(<Toaster />);
    act(() => void toast.success('Product added to cart'));
    expect(screen.getByText('Product added to cart')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_999));
    expect(screen.queryByText('Product added to cart')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Product added to cart')).toBeNull();
  });

  it('may stay longer when asked (the sign-up toast stays 5 s)', () => {
    render(<Toaster />);
    act(() => void toast.success('Account created', { duration: 5_000 }));
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.queryByText('Account created')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Account created')).toBeNull();
  });

  it('announce errors at once, and can be dismissed', () => {
    render(<Toaster />);
    act(() => void toast.error('Failed to reset password.'));
    expect(screen.getByRole('alert').textContent).toBe('Failed to reset password.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Failed to reset password.')).toBeNull();
  });
});
