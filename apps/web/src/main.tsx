import './index.css';

/**
 * The browser's entry. React, then the app, each in its own task: two shorter tasks keep the page
 * responsive while it starts (Total Blocking Time), and the server already painted it (decision 019).
 */
async function start() {
  await import('react-dom/client');
  const { startApp } = await import('./app/start-app');
  await startApp();
}

void start();
