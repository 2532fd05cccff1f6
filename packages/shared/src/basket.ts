import { LIMITS } from './constants';
import { discountedCents, type Cents } from './money';

/**
 * The amounts of a basket (cart, checkout, seeded orders): one rule for the server and the web
 * app. spec: storefront §9 — flat shipping 7 dt, zero when every item ships free; tax 0;
 * discount 0.
 */
export type BasketLine = {
  /** the product's price, hundredths */
  price: Cents;
  /** the product's discount, a percentage in hundredths (12.5 % -> 1250) */
  discount: number;
  quantity: number;
  freeShipping: boolean;
};

export const unitCents = (line: Pick<BasketLine, 'price' | 'discount'>): Cents =>
  discountedCents(line.price, line.discount);

export const lineCents = (line: BasketLine): Cents => unitCents(line) * line.quantity;

/** Shipping of a basket: nothing for an empty one or one whose every line ships free. */
export function shippingCents(lines: readonly Pick<BasketLine, 'freeShipping'>[]): Cents {
  return lines.length === 0 || lines.every((line) => line.freeShipping)
    ? 0
    : LIMITS.flatShippingCents;
}

export type BasketTotals = { subtotal: Cents; shipping: Cents; total: Cents };

export function basketTotals(lines: readonly BasketLine[]): BasketTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineCents(line), 0);
  const shipping = shippingCents(lines);
  return { subtotal, shipping, total: subtotal + shipping };
}

/** A product without a list of sizes (or colours) takes none; one with a list takes one of it. */
export const offersOption = (list: readonly string[], value: string) =>
  list.length === 0 ? value === '' : list.includes(value);

export type OptionProblem = {
  field: 'size' | 'color';
  code: 'size_required' | 'color_required' | 'invalid_option';
};

/**
 * spec: storefront §5 "Add to cart" — a size is required when the product has sizes, a colour when
 * it has colours, each one of the product's own. Answers the first problem, or null. The cart and
 * the checkout apply the same rule.
 */
export function optionProblem(
  product: { sizes: readonly string[]; colors: readonly string[] },
  line: { size: string; color: string },
): OptionProblem | null {
  if (product.sizes.length && !line.size) return { field: 'size', code: 'size_required' };
  if (product.colors.length && !line.color) return { field: 'color', code: 'color_required' };
  if (!offersOption(product.sizes, line.size)) return { field: 'size', code: 'invalid_option' };
  if (!offersOption(product.colors, line.color)) return { field: 'color', code: 'invalid_option' };
  return null;
}
