import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Facets } from '@souk/shared/responses/catalogue';
import { loadTranslation } from '../../../lib/i18n';
import { useLanguageStore } from '../../../lib/language';
import { ok, routeApi, useFetchMock } from '../../../test/fetch';
import { EMPTY_FILTERS, type CatalogueFilters } from '../catalogue-filters';
import { useFilterNames } from '../use-filter-names';
import { ActiveFilters } from './active-filters';
import { FilterNotices } from './filter-notices';

/** The chips and the notices as the catalogue page shows them, the facets given as settled. */
function Chips({
  filters,
  facets,
  onChange,
}: {
  filters: CatalogueFilters;
  facets: Facets | undefined;
  onChange: () => void;
}) {
  const names = useFilterNames(filters, facets, true);
  return (
    <>
      <FilterNotices unknown={names.unknown} priceProblems={[]} />
      <ActiveFilters
        filters={filters}
        facets={facets}
        names={names}
        onChange={onChange}
        onClearSearch={vi.fn()}
        onClearAll={vi.fn()}
      />
    </>
  );
}

function renderChips(filters: CatalogueFilters, onChange = vi.fn(), facets?: Facets) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Chips filters={filters} facets={facets} onChange={onChange} />
    </QueryClientProvider>,
  );
  return onChange;
}

const chipTexts = () =>
  Array.from(
    screen.getByRole('group').querySelectorAll('button > span'),
    (span) => span.textContent,
  );

describe('the chips of the filters in force', () => {
  beforeAll(async () => {
    await loadTranslation('fr');
    await loadTranslation('ar');
  });
  afterEach(() => {
    cleanup();
    useLanguageStore.setState({ language: 'en' });
  });

  const filters = {
    ...EMPTY_FILTERS,
    colors: ['Burgundy', 'Heather'],
    sizes: ['M'],
    weights: ['0-1', '20+'],
  };

  it('names colours and weight buckets as the sidebar does, in the reader’s language', () => {
    useLanguageStore.setState({ language: 'en' });
    renderChips(filters);
    expect(chipTexts()).toEqual(['Burgundy', 'Heather', 'M', 'Under 1 kg', '20 kg and more']);
    act(() => useLanguageStore.setState({ language: 'fr' }));
    expect(chipTexts()).toEqual(['Bordeaux', 'Heather', 'M', 'Moins de 1 kg', '20 kg et plus']);
    expect(screen.getByRole('button', { name: 'Retirer le filtre : Bordeaux' })).toBeTruthy();
    act(() => useLanguageStore.setState({ language: 'ar' }));
    expect(chipTexts().slice(0, 3)).toEqual(['عنابي', 'Heather', 'M']);
  });

  it('removes the English value the address holds', () => {
    useLanguageStore.setState({ language: 'fr' });
    const onChange = renderChips(filters);
    fireEvent.click(screen.getByRole('button', { name: 'Retirer le filtre : Bordeaux' }));
    expect(onChange).toHaveBeenLastCalledWith({ colors: ['Heather'] });
    fireEvent.click(screen.getByRole('button', { name: 'Retirer le filtre : 20 kg et plus' }));
    expect(onChange).toHaveBeenLastCalledWith({ weights: ['0-1'] });
  });
});

describe('chips of a category or brand the facets do not list (issue 14, item 10)', () => {
  const fetchMock = useFetchMock();
  beforeAll(async () => {
    await loadTranslation('fr');
  });
  afterEach(() => useLanguageStore.setState({ language: 'en' }));

  // The other filters leave category 1 with no product, so the facets leave it out.
  const facets = {
    categories: [{ id: 9, name: 'Office Products', nameTranslations: {}, count: 4 }],
    subcategories: [],
    brands: [{ id: 2, name: 'Kalam Stationery', count: 4 }],
    tags: [],
  } as unknown as Facets;

  it('names them from their own record, and says which ones point at nothing', async () => {
    routeApi(fetchMock, {
      'GET /categories/1': ok({
        id: 1,
        name: 'Clothing',
        nameTranslations: { fr: 'Vêtements', ar: 'ملابس' },
      }),
      // brand 999 is answered 404: no such brand
    });
    useLanguageStore.setState({ language: 'fr' });
    renderChips({ ...EMPTY_FILTERS, category: ['1'], brand: ['2', '999'] }, vi.fn(), facets);
    expect(
      await screen.findByRole('button', { name: 'Retirer le filtre : Vêtements' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Retirer le filtre : Kalam Stationery' }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Retirer le filtre : Marque inconnue (999)' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      'Aucune marque ne porte le numéro 999',
    );
    expect(screen.queryByText('1')).toBeNull();
  });
});
