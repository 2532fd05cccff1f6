import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISIT_COUNTED_KEY } from '../../lib/visit-beacon';
import { routeApi } from '../../test/fetch';
import { useApiTest } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import PublicLayout from './public-layout';

describe('the storefront layout counts a browsing session (issue 13, visitors)', () => {
  const fetchMock = useApiTest(null);
  const beacon = vi.fn(() => true);
  beforeEach(() => {
    sessionStorage.clear();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  });
  afterEach(() => {
    beacon.mockClear();
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('announces the tab once when a storefront page opens', async () => {
    routeApi(fetchMock, {});
    renderRoutes(
      [{ element: <PublicLayout />, children: [{ path: '/', element: <p>Home page</p> }] }],
      '/',
    );
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon).toHaveBeenCalledWith('/api/v1/visits');
    expect(sessionStorage.getItem(VISIT_COUNTED_KEY)).toBe('1');
  });
});
