import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTranslation } from '../../../lib/i18n';
import { useLanguageStore } from '../../../lib/language';
import { EMPTY_FILTERS, type CatalogueFilters } from '../catalogue-filters';
import { ActiveFilters } from './active-filters';

function renderChips(filters: CatalogueFilters, onChange = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ActiveFilters
        filters={filters}
        facets={undefined}
        onChange={onChange}
        onClearSearch={vi.fn()}
        onClearAll={vi.fn()}
      />
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
