import { describe, expect, it } from 'vitest';
import { LIMITS } from '@souk/shared/constants';
import { oneOf, pageOf, searchOf } from './address-list';
import { pagedListKeys, pagedListParams } from './paged-list';

const filters = { page: 2, size: 25, sortBy: 'name', direction: 'asc' as const, search: '' };

describe('a paged list asked of the API', () => {
  it('sends page, size, sort and its own filters, the search only when one is typed', () => {
    expect(String(pagedListParams(filters, { status: 'all' }))).toBe(
      'page=2&size=25&sortBy=name&direction=asc&status=all',
    );
    expect(pagedListParams({ ...filters, search: '  medina ' }).get('search')).toBe('medina');
    expect(pagedListParams({ ...filters, search: '   ' }).has('search')).toBe(false);
  });

  it('keys each list under everything its screen asked', () => {
    const keys = pagedListKeys<typeof filters>('admin', 'orders');
    expect(keys.all).toEqual(['admin', 'orders']);
    expect(keys.list(filters)).toEqual(['admin', 'orders', 'list', filters]);
  });
});

describe('a list kept in the address', () => {
  it('takes only known values, numbers as the address writes them', () => {
    expect(oneOf([5, 10, 25] as const, '25')).toBe(25);
    expect(oneOf([5, 10, 25] as const, '7')).toBeUndefined();
    expect(oneOf(['all', 'active'] as const, 'constructor')).toBeUndefined();
  });

  it('reads the 1-based page as zero-based, anything odd as the first', () => {
    for (const [page, expected] of [
      ['3', 2],
      ['1', 0],
      ['0', 0],
      ['-4', 0],
      ['2.5', 0],
      ['x', 0],
    ] as const)
      expect(pageOf(new URLSearchParams({ page }))).toBe(expected);
    expect(pageOf(new URLSearchParams())).toBe(0);
  });

  it('trims the search and cuts it to what the API takes', () => {
    expect(searchOf(new URLSearchParams({ q: '  amira ' }))).toBe('amira');
    const long = 'a'.repeat(LIMITS.searchMaxChars + 20);
    expect(searchOf(new URLSearchParams({ q: long }))).toHaveLength(LIMITS.searchMaxChars);
  });
});
