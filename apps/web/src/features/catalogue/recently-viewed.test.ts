import { beforeEach, describe, expect, it } from 'vitest';
import { recordRecentlyViewed } from './recently-viewed';

const stored = () => JSON.parse(localStorage.getItem('recentlyViewed') ?? 'null') as unknown;

describe('recently viewed (storefront §2, §3: ids kept under recentlyViewed, up to 4)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, once each, at most 4', () => {
    for (const id of [1, 2, 3]) recordRecentlyViewed(id);
    expect(stored()).toEqual([3, 2, 1]);
    recordRecentlyViewed(1);
    expect(stored()).toEqual([1, 3, 2]);
    recordRecentlyViewed(4);
    recordRecentlyViewed(5);
    expect(stored()).toEqual([5, 4, 1, 3]);
  });

  it('starts again from a damaged entry', () => {
    localStorage.setItem('recentlyViewed', '{not json');
    recordRecentlyViewed(7);
    expect(stored()).toEqual([7]);
    localStorage.setItem('recentlyViewed', JSON.stringify(['x', -2, 3]));
    recordRecentlyViewed(8);
    expect(stored()).toEqual([8, 3]);
  });
});
