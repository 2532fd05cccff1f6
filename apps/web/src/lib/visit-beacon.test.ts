import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceVisit, VISIT_COUNTED_KEY } from './visit-beacon';

describe('the visit beacon (issue 13: visitors counted per browsing session)', () => {
  const beacon = vi.fn(() => true);
  const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));

  beforeEach(() => {
    window.sessionStorage.clear();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    beacon.mockClear();
    fetchMock.mockClear();
    vi.unstubAllGlobals();
  });

  it('announces a tab once, with a bodiless beacon to /api/v1/visits', () => {
    announceVisit();
    announceVisit();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon).toHaveBeenCalledWith('/api/v1/visits');
    expect(window.sessionStorage.getItem(VISIT_COUNTED_KEY)).toBe('1');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch, without cookies, when the beacon is refused', () => {
    beacon.mockReturnValueOnce(false);
    announceVisit();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/visits', {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
    });
  });

  it('stays silent in a tab already counted (a reload, another page)', () => {
    window.sessionStorage.setItem(VISIT_COUNTED_KEY, '1');
    announceVisit();
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
