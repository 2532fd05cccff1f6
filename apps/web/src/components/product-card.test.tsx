import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
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
});
