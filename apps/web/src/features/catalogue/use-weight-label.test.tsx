import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WEIGHT_BUCKETS } from '@souk/shared/catalogue-options';
import { loadTranslation } from '../../lib/i18n';
import { useLanguageStore } from '../../lib/language';
import { useWeightLabel } from './use-weight-label';

describe('weight bucket labels', () => {
  beforeAll(() => loadTranslation('fr'));
  afterEach(() => useLanguageStore.setState({ language: 'en' }));

  it('labels every bucket of the API in the reader’s language', () => {
    useLanguageStore.setState({ language: 'en' });
    const { result } = renderHook(() => useWeightLabel());
    for (const bucket of WEIGHT_BUCKETS) expect(result.current(bucket.id)).not.toBe(bucket.id);
    expect(result.current('0-1')).toBe('Under 1 kg');
    act(() => useLanguageStore.setState({ language: 'fr' }));
    expect(result.current('20+')).toBe('20 kg et plus');
    // A bucket it does not know is shown as it is.
    expect(result.current('heavy')).toBe('heavy');
  });
});
