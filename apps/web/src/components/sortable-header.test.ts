import { describe, expect, it } from 'vitest';
import { nextSort } from './sortable-header';

describe('nextSort', () => {
  const firstDirection = (column: 'name' | 'total') => (column === 'name' ? 'asc' : 'desc');

  it('turns the direction when the sorted column is pressed again', () => {
    expect(nextSort({ sortBy: 'total', direction: 'desc' }, 'total', firstDirection)).toEqual({
      sortBy: 'total',
      direction: 'asc',
    });
  });

  it('starts another column in its own first direction', () => {
    expect(nextSort({ sortBy: 'total', direction: 'asc' }, 'name', firstDirection)).toEqual({
      sortBy: 'name',
      direction: 'asc',
    });
    expect(nextSort({ sortBy: 'name', direction: 'asc' }, 'total', firstDirection)).toEqual({
      sortBy: 'total',
      direction: 'desc',
    });
  });
});
