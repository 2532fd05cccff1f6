import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReadMore, truncateText } from './read-more';

describe('a text cut to a length', () => {
  afterEach(cleanup);

  it('keeps a short text whole', () => {
    expect(truncateText('Olive oil from Zaghouan', 60)).toBe('Olive oil from Zaghouan');
  });

  it('cuts a long text on a word near the limit and adds an ellipsis', () => {
    const text =
      'Family-owned olive groves at the foot of Jebel Zaghouan, producing cold-pressed oil';
    const cut = truncateText(text, 60);
    expect(cut.length).toBeLessThanOrEqual(61);
    expect(cut).toBe('Family-owned olive groves at the foot of Jebel Zaghouan,…');
  });

  it('shows read-more above the limit only, and opens the whole text (storefront §2 brands)', () => {
    const long = 'x'.repeat(121);
    render(<ReadMore text={long} limit={120} expandable />);
    const button = screen.getByRole('button', { name: 'Read more' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(screen.getByText(long)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Read less' })).toBeTruthy();
    cleanup();
    render(<ReadMore text={'y'.repeat(120)} limit={120} expandable />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
