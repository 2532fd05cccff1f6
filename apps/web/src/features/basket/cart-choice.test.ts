import { describe, expect, it } from 'vitest';
import { missingChoices } from './cart-choice';

describe('what a shopper must still choose before adding to the cart', () => {
  const product = { colors: ['Red', 'Navy'], sizes: ['S', 'M'] };

  it('asks for the colour and the size of a product that has both', () => {
    expect(missingChoices(product, { color: null, size: null })).toEqual([
      'basket.selectColor',
      'basket.selectSize',
    ]);
    expect(missingChoices(product, { color: 'Red', size: null })).toEqual(['basket.selectSize']);
    expect(missingChoices(product, { color: 'Red', size: 'M' })).toEqual([]);
  });

  it('does not accept a choice the product does not offer', () => {
    expect(missingChoices(product, { color: 'Green', size: 'XL' })).toEqual([
      'basket.selectColor',
      'basket.selectSize',
    ]);
  });

  it('asks for nothing when the product has neither colours nor sizes', () => {
    expect(missingChoices({ colors: [], sizes: [] }, { color: null, size: null })).toEqual([]);
  });
});
