import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import { AppShell } from './app';
import { readRenderedPage } from './rendered-page';
import { createAppRouter } from './router';
import { loadTranslation } from '../lib/i18n';
import { applyDocumentLanguage, currentLanguage, useLanguageStore } from '../lib/language';
import { queryClient } from '../lib/query-client';
import { adoptSessionInTab, followSessionAcrossTabs } from '../lib/session';

/**
 * Hydrates a server-rendered page, or renders the app in the browser. `routesReady`: the page's
 * lazy routes, loaded (hydration needs them at once).
 */
export async function startApp(routesReady: Promise<void>) {
  const rendered = readRenderedPage();
  // A server-rendered page hydrates in the language it was rendered in (AppShell's `language`),
  // then shows the language this browser chose, if another (a choice made before the cookie).
  const language = currentLanguage();
  applyDocumentLanguage(language);
  // The page's texts arrive before the first paint: no flash of English on a French page.
  await loadTranslation(language).catch(() => useLanguageStore.setState({ language: 'en' }));
  useLanguageStore.subscribe((state) => applyDocumentLanguage(state.language));
  applyDocumentLanguage(useLanguageStore.getState().language);
  adoptSessionInTab();
  followSessionAcrossTabs();

  const container = document.getElementById('root')!;
  if (rendered) {
    hydrate(queryClient, rendered.queries);
    await routesReady;
    const router = createAppRouter(rendered.router);
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <AppShell queryClient={queryClient} language={rendered.language} hints={rendered.hints}>
            <RouterProvider router={router} />
          </AppShell>
        </StrictMode>,
      );
    });
    return;
  }
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <AppShell queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppShell>
    </StrictMode>,
  );
}
