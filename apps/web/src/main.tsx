import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadTranslation } from './lib/i18n';
import { applyDocumentLanguage, currentLanguage, useLanguageStore } from './lib/language';
import { adoptSessionInTab, followSessionAcrossTabs } from './lib/session';
import './index.css';

async function start() {
  const language = currentLanguage();
  applyDocumentLanguage(language);
  // The page's texts arrive before the first paint: no flash of English on a French page.
  await loadTranslation(language).catch(() => useLanguageStore.setState({ language: 'en' }));
  useLanguageStore.subscribe((state) => applyDocumentLanguage(state.language));
  applyDocumentLanguage(useLanguageStore.getState().language);
  adoptSessionInTab();
  followSessionAcrossTabs();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
