import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../lib/language';
import { jsonReply, useFetchMock } from '../../test/fetch';
import type { Facets } from '@souk/shared/responses/catalogue';
import { useCategoryLabel } from './use-category-label';

const facets = {
  categories: [
    {
      id: 9,
      name: 'Office Products',
      nameTranslations: { fr: 'Fournitures de bureau', ar: 'مستلزمات مكتبية' },
      count: 4,
    },
  ],
} as unknown as Facets;

const fashion = {
  id: 1,
  name: 'Fashion',
  nameTranslations: { fr: 'Mode', ar: 'أزياء' },
  description: null,
  brandCount: 3,
};

function renderLabel(refs: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCategoryLabel(refs, facets), { wrapper });
}

describe('the label of a category in the address (decision 007)', () => {
  const fetchMock = useFetchMock();
  afterEach(() => useLanguageStore.setState({ language: 'en' }));

  it('names a product category in the reader’s language, without asking for brand categories', () => {
    useLanguageStore.setState({ language: 'ar' });
    const { result } = renderLabel(['9']);
    expect(result.current('9')).toBe('مستلزمات مكتبية');
    expect(result.current('office')).toBe('مستلزمات مكتبية');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names a brand category that a brand card linked by its English name', async () => {
    useLanguageStore.setState({ language: 'fr' });
    fetchMock.mockResolvedValue(jsonReply(200, { success: true, data: [fashion] }));
    const { result } = renderLabel(['Fashion']);
    await waitFor(() => expect(result.current('Fashion')).toBe('Mode'));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/brand-categories');
    act(() => useLanguageStore.setState({ language: 'ar' }));
    expect(result.current('Fashion')).toBe('أزياء');
    // A name that is nothing known is shown as it was typed.
    expect(result.current('nothing')).toBe('nothing');
  });
});
