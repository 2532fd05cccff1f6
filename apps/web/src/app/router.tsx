import { createBrowserRouter, type HydrationState } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { routes } from './routes';
import { endRefusedSession } from './session-refused';

/** The browser's router; a server-rendered page hands over its router state to hydrate from. */
export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, { hydrationData });
  // spec: a 401 on a bearer call means the session is gone: clear it and go to /login.
  setUnauthorizedHandler((error) => endRefusedSession(router, error));
  return router;
}
