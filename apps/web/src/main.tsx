import './index.css';

/**
 * The browser's entry. React, then the app, each in its own task, while the page's route modules
 * load: shorter tasks keep the page responsive while it starts (Total Blocking Time), and the
 * server already painted it (decision 019).
 */
/** Resolves once the browser has painted the page the server sent. */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

async function start() {
  // A server-rendered page is painted before the app's code is fetched: on a slow connection
  // the page's own pictures come first.
  if (document.getElementById('souk-page')) await afterFirstPaint();
  // The page's own route modules are fetched meanwhile.
  const routesReady = import('./app/routes').then(({ resolveLazyRoutes }) =>
    resolveLazyRoutes(window.location.pathname),
  );
  await import('react-dom/client');
  const { startApp } = await import('./app/start-app');
  await startApp(routesReady);
}

void start();
