/**
 * Money in Souk is Tunisian dinar, carried in code as integer hundredths ("cents") so that no
 * float ever touches an amount. The database keeps numeric(12,2); JSON carries numbers with at
 * most two decimals. One helper for the server and the web app.
 */

export type Cents = number;

const AMOUNT = /^(-)?(\d+)(?:\.(\d{1,}))?$/;

/** Parses a decimal amount ("12.5", "12.50", 12.5) into hundredths, rounding half away from zero. */
export function toCents(amount: string | number): Cents {
  const text = typeof amount === 'number' ? numberToPlainString(amount) : amount.trim();
  const match = AMOUNT.exec(text);
  if (!match) throw new RangeError(`Not an amount: ${String(amount)}`);
  const [, sign, whole, fraction = ''] = match;
  const padded = (fraction + '000').slice(0, 3);
  let cents = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  return sign && cents !== 0 ? -cents : cents;
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
  // toFixed(6) keeps the digits that matter for a dinar amount and never uses exponent notation.
  return value.toFixed(6);
}

/** Formats hundredths as a plain decimal with two places: 1250 -> "12.50". */
export function centsToDecimal(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Hundredths as a JSON number with at most two decimals: 1250 -> 12.5. */
export function centsToNumber(cents: Cents): number {
  return Number(centsToDecimal(cents));
}

/**
 * The one rounding rule of a price (spec: storefront §1 — the displayed price is price - price *
 * discountPrice / 100, discountPrice a percentage from 0 to 100): the exact final price, rounded
 * once to hundredths, half up. It is the database's `final_price` (round(price - price *
 * discount_price / 100, 2)), which the catalogue sorts and filters by, so a listing, the basket,
 * an order and an invoice all show the price the catalogue sorted by. The percentage is carried
 * in hundredths of a percent (12.5% -> 1250).
 */
export function discountedCents(price: Cents, discountPercentHundredths: number): Cents {
  assertCents(price);
  const pct = Math.min(Math.max(Math.round(discountPercentHundredths), 0), 10000);
  return roundHalfUp(price * (10000 - pct), 10000);
}

/** `numerator / denominator` rounded half up, both whole and the denominator positive. */
export function roundHalfUp(numerator: number, denominator: number): number {
  const whole = Math.floor(numerator / denominator);
  const rest = numerator - whole * denominator;
  return rest * 2 >= denominator ? whole + 1 : whole;
}

/** Convenience for callers holding plain numbers (12.5 dt, 20 %). */
export function discountedPrice(price: number, discountPercent: number): number {
  return centsToNumber(discountedCents(toCents(price), toCents(discountPercent)));
}

/** spec: storefront §9 — prices show two decimals and the suffix dt: "12.50 dt". */
export function formatPrice(amount: number | string, suffix = 'dt'): string {
  return `${centsToDecimal(toCents(amount))} ${suffix}`;
}

/** spec: storefront §2, dashboards §9 — an amount above 1000 with a k ("1.25k dt"), else null. */
export function compactPrice(amount: number): string | null {
  if (amount <= 1000) return null;
  return `${Math.round(amount / 10) / 100}k dt`;
}

/** The amount as the dashboards and order pages write it: compact above 1000, else two decimals. */
export const shortPrice = (amount: number) => compactPrice(amount) ?? formatPrice(amount);

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`Not a whole number of hundredths: ${cents}`);
}
