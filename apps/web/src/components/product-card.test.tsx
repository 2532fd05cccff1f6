import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTranslation } from '../lib/i18n';
import { useLanguageStore } from '../lib/language';
import { ProductCard, type ProductSummary } from './product-card';

const shirt: ProductSummary = {
  id: 42,
  name: 'Linen Summer Shirt',
  price: 80,
  discountPrice: 25,
  discountedPrice: 60,
  imageUrl: null,
  producer: 'Medina Threads',
  averageRating: 4.5,
  reviewCount: 12,
  freeShipping: true,
  material: 'Linen',
  inStock: true,
};

const renderCard = (product: ProductSummary) =>
  render(
    <MemoryRouter>
      <ProductCard product={product} />
    </MemoryRouter>,
  );

describe('product card (storefront §2)', () => {
  afterEach(cleanup);

  it('shows the discount badge, free shipping, brand, name, stars, reviews, both prices and the material', () => {
    renderCard(shirt);
    const card = screen.getByTestId('product-card');
    expect(within(card).getByText('-25%')).toBeTruthy();
    expect(within(card).getByText('Free shipping')).toBeTruthy();
    expect(card.textContent).toContain('Medina Threads');
    expect(within(card).getByRole('heading', { name: 'Linen Summer Shirt' })).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Linen Summer Shirt' }).getAttribute('href'),
    ).toBe('/product/42');
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(within(card).getByText('12 reviews')).toBeTruthy();
    // the price paid, then the original one struck through
    expect(card.textContent).toMatch(/60[.,]00\s*dt/i);
    expect(card.querySelector('del')?.textContent).toMatch(/80[.,]00\s*dt/i);
    expect(card.textContent).toContain('Linen');
  });

  it('leaves out the badge, the struck price, free shipping and material when there are none', () => {
    renderCard({
      ...shirt,
      discountPrice: 0,
      discountedPrice: 80,
      freeShipping: false,
      material: null,
      inStock: false,
    });
    const card = screen.getByTestId('product-card');
    expect(within(card).queryByText(/^-\d+%$/)).toBeNull();
    expect(within(card).queryByText('Free shipping')).toBeNull();
    expect(card.querySelector('del')).toBeNull();
    expect(card.textContent).not.toContain('Material');
    expect(within(card).getByText('Out of stock')).toBeTruthy();
  });

  describe('in Arabic (issue 14 items 7 and 9)', () => {
    beforeAll(() => loadTranslation('ar'));
    afterEach(() => useLanguageStore.setState({ language: 'en' }));

    const isolated = (element: HTMLElement) =>
      element.closest('bdi, [dir="auto"]')?.getAttribute('dir') ?? null;

    it('isolates the English name, brand and material so they keep their own direction', () => {
      useLanguageStore.setState({ language: 'ar' });
      renderCard({ ...shirt, name: 'Monastir Paper Co.', producer: 'Arka Outdoors' });
      const card = screen.getByTestId('product-card');
      const name = within(card).getByRole('link', { name: 'Monastir Paper Co.' });
      expect(name.getAttribute('dir')).toBe('auto');
      // the brand is the clipping element itself, so its ellipsis falls at its own end
      const brand = within(card).getByText('Arka Outdoors');
      expect(isolated(brand)).toBe('auto');
      expect(brand.className).toContain('truncate');
      expect(isolated(within(card).getByText('Linen'))).toBe('auto');
    });

    it('writes prices and the rating with Arabic separators and Latin digits', () => {
      useLanguageStore.setState({ language: 'ar' });
      renderCard(shirt);
      const card = screen.getByTestId('product-card');
      expect(card.textContent).toContain('60,00 dt');
      expect(card.querySelector('del')?.textContent).toBe('80,00 dt');
      expect(within(card).getByRole('img', { name: /4,5/ })).toBeTruthy();
    });
  });
});
