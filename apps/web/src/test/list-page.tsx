import type { ReactElement } from 'react';
import { renderRoutes } from './render';

/** Renders `element` alone as the page of `route`, opened at `path` (the route with a query). */
export function renderPage(element: ReactElement, route: string, path = route) {
  return renderRoutes([{ path: route, element }], path);
}

/** The calls routeApi saw ("METHOD /path?query") that start with `start`, in order. */
export const callsTo = (calls: readonly { call: string }[], start: string) =>
  calls.map(({ call }) => call).filter((call) => call.startsWith(start));

/** The query of the last call that starts with `start`. */
export const lastQueryOf = (calls: readonly { call: string }[], start: string) =>
  new URLSearchParams(callsTo(calls, start).at(-1)?.split('?')[1]);
