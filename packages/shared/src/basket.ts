import { discountedCents, type Cents } from './money';

/**
 * The amounts of a basket (cart, checkout, seeded orders): one rule for the server and the web
 * app. Shipping follows the marketplace's shipping rule, which the admin sets (issue 30, decision
 * 025): a flat fee, nothing when every line ships free, nothing when the basket reaches the
 * free-shipping threshold; tax 0; discount 0.
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

/**
 * The marketplace's shipping rule (decision 025), in hundredths: the fee an order pays, and the
 * basket subtotal from which it ships free (null: no threshold).
 */
export type ShippingRule = { flatFeeCents: Cents; freeOverCents: Cents | null };

/** A fresh marketplace's rule (the migration seeds the same): 7 dt, free from 300 dt. */
export const DEFAULT_SHIPPING_RULE: ShippingRule = { flatFeeCents: 700, freeOverCents: 30000 };

/** The highest flat fee the admin may set, and the highest threshold (dinar). */
export const SHIPPING_FEE_MAX = 1000;
export const FREE_SHIPPING_THRESHOLD_MAX = 1_000_000;

/**
 * Shipping of a basket under the rule: nothing for an empty basket, nothing when every line ships
 * free, nothing when the basket's subtotal (every line, after the products' discounts, free-
 * shipping lines included) reaches the threshold; otherwise the flat fee.
 */
export function shippingCents(lines: readonly BasketLine[], rule: ShippingRule): Cents {
  if (lines.length === 0 || lines.every((line) => line.freeShipping)) return 0;
  const subtotal = lines.reduce((sum, line) => sum + lineCents(line), 0);
  if (rule.freeOverCents !== null && subtotal >= rule.freeOverCents) return 0;
  return rule.flatFeeCents;
}

/**
 * What the basket still lacks to ship free under the rule, in hundredths: null when it pays no
 * shipping already or when the rule has no threshold.
 */
export function missingForFreeShippingCents(
  totals: Pick<BasketTotals, 'subtotal' | 'shipping'>,
  rule: ShippingRule,
): Cents | null {
  if (totals.shipping === 0 || rule.freeOverCents === null) return null;
  return Math.max(rule.freeOverCents - totals.subtotal, 0);
}

export type BasketTotals = { subtotal: Cents; shipping: Cents; total: Cents };

export function basketTotals(lines: readonly BasketLine[], rule: ShippingRule): BasketTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineCents(line), 0);
  const shipping = shippingCents(lines, rule);
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
