import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  catalogueApiParams,
  catalogueListQuery,
  catalogueSearchParams,
  categoryMatches,
  EMPTY_FILTERS,
  parseCatalogueParams,
  priceProblems,
  tagMatches,
} from './catalogue-filters';

const parse = (query: string) => parseCatalogueParams(new URLSearchParams(query));

describe('the catalogue state in the address (storefront §2 "Catalogue")', () => {
  it('reads category, brand, tag, search and sort, and every other filter', () => {
    const { filters, page, view } = parse(
      'category=9&brand=2,5&tag=summer&search=sneakers&sort=price-low&minPrice=20&maxPrice=150.5' +
        '&colors=Red,Blue&sizes=M&weights=0-1&rating=4&freeShipping=true&page=2&view=list',
    );
    expect(filters).toMatchObject({
      category: ['9'],
      brand: ['2', '5'],
      tag: ['summer'],
      search: 'sneakers',
      sort: 'price-low',
      minPrice: '20',
      maxPrice: '150.5',
      colors: ['Red', 'Blue'],
      sizes: ['M'],
      weights: ['0-1'],
      rating: 4,
      freeShipping: true,
    });
    expect(page).toBe(2);
    expect(view).toBe('list');
  });

  it('ignores what is malformed', () => {
    const { filters, page, view } = parse(
      'brand=abc,3&sort=cheapest&rating=9&minPrice=-4&weights=heavy&page=0&view=table',
    );
    expect(filters.brand).toEqual(['3']);
    expect(filters.sort).toBeNull();
    expect(filters.rating).toBeNull();
    expect(filters.minPrice).toBe('');
    expect(filters.weights).toEqual([]);
    expect(page).toBe(1);
    expect(view).toBe('grid');
  });

  it('writes the state back with the defaults left out', () => {
    expect(
      catalogueSearchParams({ filters: EMPTY_FILTERS, page: 1, view: 'grid' }).toString(),
    ).toBe('');
    const query = 'search=lamp&category=9&brand=2%2C5&minPrice=10&sort=rating&view=list&page=3';
    const state = parse(query);
    expect(catalogueSearchParams(state).toString()).toBe(query);
  });
});

describe('the catalogue query sent to the API', () => {
  it('sends several category ids as categories, one name as category', () => {
    expect(catalogueApiParams(parse('category=1,9').filters).get('categories')).toBe('1,9');
    const byName = catalogueApiParams(parse('category=office').filters);
    expect(byName.get('category')).toBe('office');
    expect(byName.has('categories')).toBe(false);
  });

  it('pages by 8, zero-based, popular by default and by relevance for a search', () => {
    const list = new URLSearchParams(catalogueListQuery(parse('page=2').filters, 2));
    expect(list.get('page')).toBe('1');
    expect(list.get('size')).toBe('8');
    expect(list.get('sort')).toBe('popular');
    const search = new URLSearchParams(catalogueListQuery(parse('search=chemise').filters, 1));
    expect(search.get('sort')).toBe('relevance');
  });

  it('counts the filters that narrow the list', () => {
    expect(activeFilterCount(parse('sort=rating&view=list').filters)).toBe(0);
    expect(
      activeFilterCount(parse('brand=1,2&minPrice=5&maxPrice=9&freeShipping=true').filters),
    ).toBe(4);
  });

  it('matches category and tag references as the API does', () => {
    const office = { id: 9, name: 'Office Products' };
    expect(categoryMatches('office', office)).toBe(true);
    expect(categoryMatches('9', office)).toBe(true);
    expect(categoryMatches('off', office)).toBe(false);
    expect(tagMatches('Summer', { id: 1, name: 'summer' })).toBe(true);
    expect(tagMatches('1', { id: 1, name: 'summer' })).toBe(true);
  });

  it('matches a name in any of its languages (decision 007)', () => {
    const office = {
      id: 9,
      name: 'Office Products',
      nameTranslations: { fr: 'Fournitures de bureau', ar: 'مستلزمات مكتبية' },
    };
    expect(categoryMatches('fournitures de bureau', office)).toBe(true);
    expect(categoryMatches('مستلزمات مكتبية', office)).toBe(true);
    expect(categoryMatches('fournitures', office)).toBe(false);
    const summer = { id: 1, name: 'summer', nameTranslations: { fr: 'été', ar: 'صيف' } };
    expect(tagMatches('Été', summer)).toBe(true);
    expect(tagMatches('صيف', summer)).toBe(true);
    expect(tagMatches('hiver', summer)).toBe(false);
  });
});

describe('a price range in the address that cannot be used (issue 14, item 10)', () => {
  const problems = (query: string) => priceProblems(new URLSearchParams(query));

  it('names a negative or malformed price that is ignored instead of dropping it silently', () => {
    expect(problems('minPrice=-5')).toEqual([{ kind: 'ignored', value: '-5' }]);
    expect(problems('minPrice=10&maxPrice=cheap')).toEqual([{ kind: 'ignored', value: 'cheap' }]);
    expect(parse('minPrice=-5').filters.minPrice).toBe('');
  });

  it('names a minimum above the maximum', () => {
    expect(problems('minPrice=200&maxPrice=50')).toEqual([
      { kind: 'order', min: '200', max: '50' },
    ]);
  });

  it('finds nothing wrong with a usable range', () => {
    expect(problems('minPrice=20&maxPrice=150.5')).toEqual([]);
    expect(problems('minPrice=20&maxPrice=20')).toEqual([]);
    expect(problems('')).toEqual([]);
  });
});
