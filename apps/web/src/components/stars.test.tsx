import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTranslation } from '../lib/i18n';
import { useLanguageStore } from '../lib/language';
import { starFills, Stars } from './stars';

describe('star rating (storefront §2 product card: full, half and empty stars)', () => {
  afterEach(cleanup);

  it.each([
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [3, ['full', 'full', 'full', 'empty', 'empty']],
    [3.5, ['full', 'full', 'full', 'half', 'empty']],
    [4.2, ['full', 'full', 'full', 'full', 'empty']],
    [4.3, ['full', 'full', 'full', 'full', 'half']],
    [4.8, ['full', 'full', 'full', 'full', 'full']],
    [9, ['full', 'full', 'full', 'full', 'full']],
    [-1, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('draws %s as %j', (rating, fills) => {
    expect(starFills(rating)).toEqual(fills);
  });

  it('reads as one image with the rating to one decimal', () => {
    render(<Stars rating={4.25} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy();
    cleanup();
    render(<Stars rating={null} />);
    expect(screen.getByRole('img', { name: 'Rated 0.0 out of 5' })).toBeTruthy();
  });

  it('reads the rating the way the language writes numbers', async () => {
    await loadTranslation('fr');
    useLanguageStore.setState({ language: 'fr' });
    try {
      render(<Stars rating={4.5} />);
      expect(screen.getByRole('img', { name: 'Noté 4,5 sur 5' })).toBeTruthy();
    } finally {
      useLanguageStore.setState({ language: 'en' });
    }
  });
});
