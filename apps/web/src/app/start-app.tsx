import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import { AppShell } from './app';
import { readRenderedPage } from './rendered-page';
import { createAppRouter } from './router';
import { resolveLazyRoutes } from './routes';
import { loadTranslation } from '../lib/i18n';
import { applyDocumentLanguage, currentLanguage, useLanguageStore } from '../lib/language';
import { queryClient } from '../lib/query-client';
import { adoptSessionInTab, followSessionAcrossTabs } from '../lib/session';

/** Hydrates a server-rendered page, or renders the app in the browser. */
export async function startApp() {
  const rendered = readRenderedPage();
  // A server-rendered page is hydrated in the language it was rendered in.
  if (rendered) useLanguageStore.setState({ language: rendered.language });
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
    await resolveLazyRoutes(window.location.pathname);
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

