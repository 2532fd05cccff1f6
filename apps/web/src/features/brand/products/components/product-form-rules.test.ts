import { describe, expect, it } from 'vitest';
import {
  counterTone,
  emptyProductForm,
  stockWarning,
  validateProductForm,
  type ProductFormValues,
} from './product-form-rules';

/** dashboards §5 "Product (add and edit)": the form's own rules, before anything is sent. */

const valid: ProductFormValues = {
  ...emptyProductForm,
  name: 'Sahel Tunic',
  description: 'Light and woven.',
  price: '89.90',
  quantity: '5',
  stockLevel: '10',
  sku: 'TUNIC-1',
  barcode: '6191234567890',
  categoryId: '3',
};
const check = (values: Partial<ProductFormValues>, categoryType: string | null = 'OTHER') =>
  validateProductForm({ ...valid, ...values }, { categoryType, hasMainImage: true, adding: true });

describe('the product form rules', () => {
  it('accepts a complete product of a type that needs nothing more', () => {
    expect(check({}, 'BEAUTY')).toEqual({});
    expect(check({}, 'HEALTH')).toEqual({});
    expect(check({}, 'OTHER')).toEqual({});
  });

  it.each([
    ['CLOTHING', ['sizes', 'colors']],
    ['FOOTWEAR', ['sizes', 'colors']],
    ['BOOKS', ['origin', 'dimensions']],
    ['TOYS', ['weight', 'dimensions']],
    ['AUTOMOTIVE', ['weight', 'dimensions']],
    ['ELECTRONICS', ['weight', 'dimensions']],
    ['FURNITURE', ['weight', 'dimensions']],
    ['FITNESS', ['weight', 'dimensions']],
    ['JEWELRY', ['colors']],
    ['OFFICE', ['dimensions']],
    ['PET_SUPPLIES', ['weight']],
    ['FOOD', ['weight']],
  ])('%s also needs %j', (type, fields) => {
    const errors = check({}, type);
    expect(Object.keys(errors).sort()).toEqual([...fields].sort());
    for (const field of fields)
      expect(errors[field as keyof typeof errors]).toBe('required_for_category');
    const filled = check(
      {
        sizes: 'S, M',
        colors: 'Red',
        origin: 'Tunisia',
        dimensions: '300 x 200 x 20 mm',
        weight: '1.5',
      },
      type,
    );
    expect(filled).toEqual({});
  });

  it('checks every limited field with the shared schema', () => {
    expect(check({ name: '' }).name).toBe('product_name_required');
    expect(check({ name: 'x'.repeat(101) }).name).toBe('product_name_too_long');
    expect(check({ description: 'x'.repeat(1001) }).description).toBe('too_long');
    expect(check({ price: '0' }).price).toBe('invalid_price');
    expect(check({ price: '1.999' }).price).toBe('invalid_price_format');
    expect(check({ discountPrice: '100.5' }).discountPrice).toBe('discount_out_of_range');
    expect(check({ sku: 'x'.repeat(51) }).sku).toBe('too_long');
    expect(check({ barcode: '' }).barcode).toBe('required');
    expect(check({ material: 'x'.repeat(201) }).material).toBe('too_long');
    expect(check({ origin: 'x'.repeat(101) }).origin).toBe('too_long');
    expect(check({ quantity: '-1' }).quantity).toBe('invalid_stock_number');
    expect(check({ quantity: '11' }).quantity).toBe('quantity_exceeds_stock');
    expect(check({ categoryId: '' }).categoryId).toBe('category_required');
    expect(check({ dimensions: '30 by 20' }).dimensions).toBe('invalid_dimensions');
  });

  it('requires the main image when adding only', () => {
    const values = { ...valid };
    expect(
      validateProductForm(values, { categoryType: null, hasMainImage: false, adding: true })
        .mainImage,
    ).toBe('product_image_required');
    expect(
      validateProductForm(values, { categoryType: null, hasMainImage: false, adding: false }),
    ).toEqual({});
  });

  it('turns a counter orange near its limit and red past it', () => {
    expect(counterTone(89, 100)).toBe('normal');
    expect(counterTone(90, 100)).toBe('near');
    expect(counterTone(100, 100)).toBe('near');
    expect(counterTone(101, 100)).toBe('over');
    expect(counterTone(45, 50)).toBe('near');
  });

  it('warns when quantity exceeds the stock level, whichever was typed last', () => {
    expect(stockWarning({ quantity: '11', stockLevel: '10' })).toBe(true);
    expect(stockWarning({ quantity: '10', stockLevel: '10' })).toBe(false);
    expect(stockWarning({ quantity: '', stockLevel: '10' })).toBe(false);
    expect(stockWarning({ quantity: '3', stockLevel: '' })).toBe(false);
  });
});
