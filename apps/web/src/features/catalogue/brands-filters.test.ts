import { describe, expect, it } from 'vitest';
import { brandsSearchParams, parseBrandsParams } from './brands-filters';

describe('the brands directory state in the address (storefront §2)', () => {
  it('defaults to popular, page 1 of 10, and the view the screen suggests', () => {
    expect(parseBrandsParams(new URLSearchParams(''), 'list')).toEqual({
      category: null,
      sort: 'popular',
      view: 'list',
      page: 1,
      pageSize: 10,
    });
    expect(parseBrandsParams(new URLSearchParams(''), 'grid').view).toBe('grid');
  });

  it('reads category, sort, view, page and pageSize, ignoring unknown values', () => {
    const state = parseBrandsParams(
      new URLSearchParams('category=3&sort=newest&view=grid&page=2&pageSize=25'),
      'list',
    );
    expect(state).toEqual({ category: 3, sort: 'newest', view: 'grid', page: 2, pageSize: 25 });
    const bad = parseBrandsParams(new URLSearchParams('sort=best&pageSize=7&page=-1'), 'list');
    expect(bad).toMatchObject({ sort: 'popular', pageSize: 10, page: 1 });
  });

  it('leaves the defaults out of the address', () => {
    const state = parseBrandsParams(new URLSearchParams('view=list'), 'list');
    expect(brandsSearchParams(state, 'list').toString()).toBe('');
    expect(
      brandsSearchParams({ ...state, view: 'grid', sort: 'alphabetical' }, 'list').toString(),
    ).toBe('sort=alphabetical&view=grid');
  });
});
