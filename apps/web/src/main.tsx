import './index.css';

/**
 * The browser's entry. React, then the app, each in its own task, while the page's route modules
 * load: shorter tasks keep the page responsive while it starts (Total Blocking Time), and the
 * server already painted it (decision 019).
 */
async function start() {
  // The page's own route modules are fetched meanwhile.
  const routesReady = import('./app/routes').then(({ resolveLazyRoutes }) =>
    resolveLazyRoutes(window.location.pathname),
  );
  await import('react-dom/client');
  const { startApp } = await import('./app/start-app');
  await startApp(routesReady);
}

void start();
