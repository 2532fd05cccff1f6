import { describe, expect, it } from 'vitest';
import { leafKeys } from '../lib/i18n';
import arDashboards from './ar/dashboards';
import arStorefront from './ar/translation';
import enDashboards from './en/dashboards';
import enStorefront from './en/translation';
import frDashboards from './fr/dashboards';
import frStorefront from './fr/translation';

/**
 * issue 30 item 3: "No text anywhere promises a rule the checkout does not apply." The home page
 * promised free shipping over 50 dt, product pages over 300 dt, the help centre 7 dt: figures
 * written into texts. The rule's figures now come only from the API (decision 025), so no text of
 * the web app may hold a money figure, or a threshold, in a sentence about shipping.
 */

/** Words of a sentence about shipping or delivery, in the three languages. */
const SHIPPING_WORD =
  /ship|deliver|postage|livr|exp[ée]di|port\b|frais de port|شحن|الشحن|توصيل|التوصيل|يوصل|تشحن/i;
/** An amount of money: a number with a currency (7 dt, 300 DT, 50 dinars, 7 د.ت, 300 TND). */
const MONEY_FIGURE = /\d[\d\s.,\u202f]*\s*(?:dt\b|tnd\b|dinars?\b|د\.\s?ت|دينار)|(?:dt|tnd)\s*\d/i;
/** A threshold written as words and a bare number: over 50, above 300, dès 300, تتجاوز 300. */
const THRESHOLD =
  /(?:over|above|more than|from|plus de|dès|au-delà de|à partir de|تتجاوز|أكثر من|فوق)\s*\d/i;

/** The sentences of a text (a figure like 7.00 does not end one). */
const sentences = (text: string) => text.split(/(?<=[.!?؟])\s+|\n+/);

/**
 * Texts that may hold figures: the limits of the admin's own shipping form (0 to 1,000 dt), which
 * the form checks; they promise shoppers nothing.
 */
const FORM_LIMITS = /\.errors\.invalid_(shipping_fee|free_shipping_threshold)$/;

/** The sentences of `text` that state a shipping figure. */
export const shippingFigures = (text: string) =>
  sentences(text).filter(
    (sentence) =>
      SHIPPING_WORD.test(sentence) && (MONEY_FIGURE.test(sentence) || THRESHOLD.test(sentence)),
  );

/** Every string of a tree of texts (locale trees, documents, articles), with where it is. */
function stringsOf(tree: unknown, at: string): [string, string][] {
  if (typeof tree === 'string') return [[at, tree]];
  if (Array.isArray(tree)) return tree.flatMap((item, i) => stringsOf(item, `${at}[${i}]`));
  if (tree && typeof tree === 'object')
    return Object.entries(tree).flatMap(([key, value]) => stringsOf(value, `${at}.${key}`));
  return [];
}

const documents = {
  ...import.meta.glob('../lib/help-centre/help.*.ts', { eager: true }),
  ...import.meta.glob('../features/content/documents/*.{en,fr,ar}.ts', { eager: true }),
  ...import.meta.glob('../features/blog/articles/*.{en,fr,ar}.ts', { eager: true }),
};

const modules = (found: Record<string, unknown>) =>
  Object.entries(found).flatMap(([file, module]) =>
    stringsOf((module as { default: unknown }).default, file),
  );

const TEXTS: [string, string][] = [
  ...Object.entries({ en: enStorefront, fr: frStorefront, ar: arStorefront }).flatMap(
    ([language, tree]) => stringsOf(tree, `locales/${language}`),
  ),
  ...Object.entries({ en: enDashboards, fr: frDashboards, ar: arDashboards }).flatMap(
    ([language, tree]) => stringsOf(tree, `locales/${language}/dashboards`),
  ),
  // the help centre (and the chat that answers from it), the terms and privacy notice, the blog
  ...modules(documents),
].filter(([at]) => !FORM_LIMITS.test(at));

/**
 * The web app's code, tests aside: a figure of the rule kept in a constant (the home page's
 * FREE_SHIPPING_FROM = 50, the product page's 300) is caught as well.
 */
const CODE = Object.entries(
  import.meta.glob<string>(
    ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/test-fixtures.ts', '!../test/**'],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  ),
);
/**
 * A name about shipping given a number: FREE_SHIPPING_FROM = 50, shippingFee: 7 (an order's
 * `shippingCost`, an amount the server counted, aside).
 */
const SHIPPING_CONSTANT = /\b(?!shippingCost\b)\w*(?:shipping|delivery)\w*\s*[:=]\s*\d/gi;

describe('texts about shipping', () => {
  it('are read from every language and document', () => {
    expect(leafKeys(enStorefront).some((key) => key.startsWith('shipping.'))).toBe(true);
    const files = Object.keys(documents).filter((file) => /help\.|terms\.|privacy\./.test(file));
    expect(files).toHaveLength(9);
    expect(TEXTS.length).toBeGreaterThan(1000);
    expect(CODE.map(([file]) => file)).toContain('../features/home/pages/home-page.tsx');
  });

  it('are caught when they write a figure (the texts issue 30 found)', () => {
    for (const text of [
      'Free shipping on orders over 50.',
      'Free shipping on orders over 300 DT',
      'Delivery costs a flat 7 DT per order and is free when every item has free shipping.',
      'Pour les commandes de plus de 50 de livraison.',
      'Livraison gratuite dès 300 dt de commande',
      'La livraison coûte 7 DT par commande.',
      'شحن مجاني للطلبات التي تتجاوز 300',
      'تبلغ تكلفة التوصيل 7 د.ت للطلب الواحد.',
    ])
      expect(shippingFigures(text), text).toHaveLength(1);
    // what is not a figure of the rule: times, placeholders
    for (const text of [
      'Standard delivery takes 3 to 5 business days; international delivery 7 to 14.',
      'Free shipping on orders of {{amount}} or more.',
      'يستغرق الشحن الدولي من 7 إلى 14 يوم عمل',
    ])
      expect(shippingFigures(text), text).toEqual([]);
  });

  it('are caught when code keeps a figure of the rule', () => {
    for (const code of ['const FREE_SHIPPING_FROM = 50;', '{ flatShippingCents: 700 }'])
      expect(code.match(SHIPPING_CONSTANT), code).toHaveLength(1);
    expect(
      'freeShipping: true, shippingCost: cart.shippingCost'.match(SHIPPING_CONSTANT),
    ).toBeNull();
  });

  it('hold no shipping figure: the figures come from the API’s rule', () => {
    const found = TEXTS.flatMap(([at, text]) =>
      shippingFigures(text).map((sentence) => `${at}: ${sentence}`),
    );
    expect(found).toEqual([]);
  });

  it('are not given a figure by the code either', () => {
    const found = CODE.flatMap(([file, code]) =>
      (code.match(SHIPPING_CONSTANT) ?? []).map((match) => `${file}: ${match}`),
    );
    expect(found).toEqual([]);
  });
});
