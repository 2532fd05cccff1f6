import { describe, expect, it } from 'vitest';
import { basketTotals, lineCents, shippingCents } from './basket';

const line = (price: number, quantity: number, freeShipping = false, discount = 0) => ({
  price,
  discount,
  quantity,
  freeShipping,
});

describe('basket amounts', () => {
  it('charges 7 dt of shipping unless every line ships free', () => {
    expect(shippingCents([line(1000, 1), line(2000, 1, true)])).toBe(700);
    expect(shippingCents([line(1000, 1, true), line(2000, 1, true)])).toBe(0);
  });

  it('charges no shipping for an empty basket', () => {
    expect(basketTotals([])).toEqual({ subtotal: 0, shipping: 0, total: 0 });
  });

  it('prices a line at the discounted unit price times its quantity, in hundredths', () => {
    // 19.99 dt at 15 %: 16.99 dt a unit (1699.15 rounded), three of them
    expect(lineCents(line(1999, 3, false, 1500))).toBe(1699 * 3);
  });

  it('adds the lines and the shipping into the total', () => {
    expect(basketTotals([line(1000, 2), line(550, 1, true)])).toEqual({
      subtotal: 2550,
      shipping: 700,
      total: 3250,
    });
  });
});
