import { describe, expect, it } from 'vitest';
import { withParams } from './search-params';

describe('withParams', () => {
  it('sets, replaces and removes parameters without touching the others or the original', () => {
    const current = new URLSearchParams('q=tea&page=3&tab=active');
    const next = withParams(current, { q: 'oil', page: null, tab: '', size: '25' });
    expect(next.toString()).toBe('q=oil&size=25');
    expect(current.toString()).toBe('q=tea&page=3&tab=active');
  });
});
