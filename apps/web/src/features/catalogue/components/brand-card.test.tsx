import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Brand } from '@souk/shared/responses/catalogue';
import { useApiTest } from '../../../test/fixtures';
import { ok, routeApi } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { BrandCard } from './brand-card';

const brand = (over: Partial<Brand> = {}): Brand => ({
  id: 7,
  name: 'Medina Threads',
  description: 'Linen from the medina.',
  logo: null,
  email: 'hello@medina.tn',
  phoneNumber: null,
  websiteUrl: 'https://medina.tn',
  links: [],
  brandCategoryId: null,
  brandCategoryName: null,
  brandCategoryNameTranslations: null,
  enabled: true,
  averageRating: 4.2,
  reviewCount: 3,
  productCount: 0,
  registrationDate: '2026-01-05T10:00:00.000Z',
  ...over,
});

const renderCard = (value: Brand) =>
  renderRoutes(
    [{ path: '/brands', element: <BrandCard brand={value} layout="grid" /> }],
    '/brands',
  );

describe('brand card (storefront §2 "Brands directory")', () => {
  const fetchMock = useApiTest(null);

  it("links the brand's social pages from its settings, each opening in a new tab", async () => {
    routeApi(fetchMock, { 'GET /products/brand/7': ok([]) });
    renderCard(
      brand({
        links: [
          { platform: 'instagram', url: 'https://instagram.com/medina' },
          { platform: 'facebook', url: 'https://facebook.com/medina' },
        ],
      }),
    );
    const social = await screen.findByRole('list', { name: 'Social pages of Medina Threads' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://instagram.com/medina',
      'https://facebook.com/medina',
    ]);
    expect(links[0]!.textContent).toContain('Instagram');
    expect(links.every((link) => link.getAttribute('rel') === 'noopener noreferrer')).toBe(true);
  });

  it('shows no social list when the brand has none', async () => {
    routeApi(fetchMock, { 'GET /products/brand/7': ok([]) });
    renderCard(brand());
    expect(await screen.findByRole('heading', { name: 'Medina Threads' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: /Social pages/ })).toBeNull();
  });
});
