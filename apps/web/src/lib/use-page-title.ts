import { useEffect } from 'react';
import { useT } from './language';
import type { TranslationKey } from './i18n';

/** Sets the document title ("Login · Souk") for the page while it is open. */
export function usePageTitle(key: TranslationKey | undefined): void {
  const t = useT();
  const title = key ? t(key) : undefined;
  useEffect(() => {
    const app = t('common.appName');
    document.title = title ? `${title} · ${app}` : app;
  }, [title, t]);
}
