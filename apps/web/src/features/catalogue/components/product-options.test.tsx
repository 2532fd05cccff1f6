import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTranslation } from '../../../lib/i18n';
import { useLanguageStore } from '../../../lib/language';
import { ProductOptions } from './product-options';

describe('the colour chooser of the product page', () => {
  beforeAll(() => loadTranslation('fr'));
  afterEach(() => {
    cleanup();
    useLanguageStore.setState({ language: 'en' });
  });

  it('names the colours in the reader’s language and chooses the English one', () => {
    useLanguageStore.setState({ language: 'fr' });
    const onChange = vi.fn();
    render(
      <ProductOptions
        sizes={[]}
        colors={['Navy', 'Heather']}
        available={5}
        choice={{ size: null, color: 'Navy', quantity: 1 }}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Couleur: Bleu marine' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Bleu marine' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Heather' }));
    expect(onChange).toHaveBeenCalledWith({ size: null, color: 'Heather', quantity: 1 });
  });
});
