import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Facets } from '@souk/shared/responses/catalogue';
import { isolate, loadTranslation } from '../../../lib/i18n';
import { useLanguageStore } from '../../../lib/language';
import { ok, routeApi, useFetchMock } from '../../../test/fetch';
import { EMPTY_FILTERS, type CatalogueFilters } from '../catalogue-filters';
import { useFilterNames } from '../use-filter-names';
import { FilterSidebar } from './filter-sidebar';

const named = (id: number, name: string, count: number) => ({
  id,
  name,
  nameTranslations: {},
  count,
});

// Brand 3 makes no clothing, so the facets of ?category=1&brand=3 leave category 1 out.
const facets: Facets = {
  categories: [named(9, 'Office Products', 4), named(12, 'Electronics', 7)],
  subcategories: [],
  brands: [{ id: 3, name: 'Hannibal Electronics', count: 11 }],
  colors: [{ value: 'Black', count: 5 }],
  sizes: [],
  tags: Array.from({ length: 10 }, (_, index) => named(100 + index, `Tag ${index}`, 1)),
  ratings: [
    { rating: 4, count: 194 },
    { rating: 3, count: 230 },
    { rating: 2, count: 231 },
    { rating: 1, count: 1 },
  ],
  price: { min: 5, max: 900 },
  dimensions: [],
  weights: [],
};

function Sidebar({
  filters,
  onChange,
}: {
  filters: CatalogueFilters;
  onChange: (patch: Partial<CatalogueFilters>) => void;
}) {
  const names = useFilterNames(filters, facets, true);
  return (
    <FilterSidebar
      filters={filters}
      facets={facets}
      names={names}
      loading={false}
      onChange={onChange}
      onRetry={vi.fn()}
    />
  );
}

function renderSidebar(filters: CatalogueFilters) {
  const onChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Sidebar filters={filters} onChange={onChange} />
    </QueryClientProvider>,
  );
  return onChange;
}

describe('the filter sidebar (issue 14, items 10 to 12)', () => {
  const fetchMock = useFetchMock();
  beforeAll(() => loadTranslation('ar'));
  afterEach(() => useLanguageStore.setState({ language: 'en' }));

  it('keeps a chosen category that leaves no product listed, by its name, to be unchecked', async () => {
    routeApi(fetchMock, {
      'GET /categories/1': ok({ id: 1, name: 'Clothing', nameTranslations: { ar: 'ملابس' } }),
    });
    const onChange = renderSidebar({ ...EMPTY_FILTERS, category: ['1'], brand: ['3'] });
    const clothing = await screen.findByRole('checkbox', { name: /^Clothing\s*0$/ });
    expect((clothing as HTMLInputElement).checked).toBe(true);
    fireEvent.click(clothing);
    expect(onChange).toHaveBeenLastCalledWith({ category: [], subcategories: [] });
  });

  it('gives each rating option one clean name', () => {
    renderSidebar(EMPTY_FILTERS);
    expect(screen.getByRole('radio', { name: '4 stars and up, 194 products' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '1 star and up, 1 product' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Rated|out of 5/ })).toBeNull();
    act(() => useLanguageStore.setState({ language: 'ar' }));
    expect(
      screen.getByRole('radio', {
        name: `${isolate('4 نجوم فأكثر')}، ${isolate(`${isolate('194')} منتجًا`)}`,
      }),
    ).toBeTruthy();
  });

  it('says that a price cannot be negative instead of dropping it', () => {
    const onChange = renderSidebar(EMPTY_FILTERS);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Minimum' }), {
      target: { value: '-5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(screen.getByText('A price cannot be below 0.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens secondary groups only when something in them is chosen', () => {
    renderSidebar({ ...EMPTY_FILTERS, colors: ['Black'] });
    const group = (name: string) => screen.getByRole('button', { name });
    expect(group('Colours').getAttribute('aria-expanded')).toBe('true');
    expect(group('Tags').getAttribute('aria-expanded')).toBe('false');
    expect(group('Brands').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(group('Tags'));
    const tags = screen.getByRole('group', { name: 'Tags' });
    expect(within(tags).getAllByRole('checkbox')).toHaveLength(6);
    expect(within(tags).getByRole('button', { name: 'Show all (10)' })).toBeTruthy();
  });
});
