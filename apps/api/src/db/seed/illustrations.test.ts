import { describe, expect, it } from 'vitest';
import { CATEGORY_SEEDS } from './catalogue-data';
import {
  ILLUSTRATIONS,
  KIND_ILLUSTRATIONS,
  bannerIllustration,
  drawIllustration,
  productIllustration,
  type IllustrationId,
} from './illustrations';

const PAINT = { main: '#2F6F8F', dark: '#1C4256', light: '#ACC5D2', accent: '#F6C453' };

/** Every product noun of the demo catalogue with its category and subcategory name. */
const KINDS = CATEGORY_SEEDS.flatMap((seed) =>
  [...seed.kinds, ...seed.signatures].map(([noun, sub]) => ({
    type: seed.type,
    sub,
    noun,
    subcategory: seed.subcategories[sub]?.[0] ?? '',
  })),
);

describe('demo product illustrations', () => {
  it('draw every product noun with a picture of its own, meant for its subcategory', () => {
    expect(KINDS.length).toBeGreaterThan(150);
    const unlisted = KINDS.filter(({ noun }) => !Object.hasOwn(KIND_ILLUSTRATIONS, noun));
    expect(unlisted.map((kind) => kind.noun)).toEqual([]);
    const misfits = KINDS.filter(({ type, sub, noun, subcategory }) => {
      const id = productIllustration(type, sub, noun);
      return !(ILLUSTRATIONS[id].for as readonly string[]).includes(subcategory);
    }).map(({ noun, subcategory }) => `${noun} in ${subcategory}`);
    expect(misfits).toEqual([]);
  });

  it('draws what the product is: a tablet, a tent, a ball, a calculator', () => {
    const expected: Record<string, IllustrationId> = {
      'Tablet 10-inch': 'tablet',
      'Laptop 15-inch': 'laptop',
      'Over-Ear Headphones': 'headphones',
      'Camping Tent': 'tent',
      Basketball: 'basketball',
      Football: 'football',
      'Dumbbell Set': 'dumbbell',
      Calculator: 'calculator',
      'A5 Notebook': 'notebook',
      'Wool Coat': 'coat',
    };
    for (const [noun, id] of Object.entries(expected)) {
      const kind = KINDS.find((k) => k.noun === noun);
      expect(kind, noun).toBeDefined();
      if (kind) expect(productIllustration(kind.type, kind.sub, noun), noun).toBe(id);
    }
    // nouns of one subcategory that are different things get different pictures
    const differ = [
      ['Tablet 10-inch', 'Wireless Mouse', 'Laptop 15-inch', 'Mechanical Keyboard'],
      ['Camping Tent', 'Sleeping Bag', 'Hiking Backpack'],
      ['Football', 'Basketball', 'Goalkeeper Gloves'],
      ['Laser Printer', 'Paper Shredder', 'Label Maker', 'Calculator'],
    ];
    for (const nouns of differ) {
      const ids = nouns.map((noun) => KIND_ILLUSTRATIONS[noun]);
      expect(new Set(ids).size, nouns.join(', ')).toBe(nouns.length);
    }
  });

  it('gives every category and subcategory banner a picture meant for it', () => {
    for (const seed of CATEGORY_SEEDS) {
      seed.subcategories.forEach(([name], sub) => {
        const id = bannerIllustration(seed.type, sub);
        expect(ILLUSTRATIONS[id].for as readonly string[], `${name}: ${id}`).toContain(name);
      });
      const category = bannerIllustration(seed.type, null);
      const names = seed.subcategories.map(([name]) => name);
      expect(
        (ILLUSTRATIONS[category].for as readonly string[]).some((name) => names.includes(name)),
        `${seed.type}: ${category}`,
      ).toBe(true);
    }
  });

  it('puts no text in any drawing and marks each with its id', () => {
    for (const id of Object.keys(ILLUSTRATIONS) as IllustrationId[]) {
      const svg = drawIllustration(id, PAINT);
      expect(svg, id).not.toMatch(/<text|<tspan|<title/);
      expect(svg, id).toContain(`data-illustration="${id}"`);
      expect(svg, id).not.toMatch(/NaN|undefined/);
    }
  });
});
