import { useEffect } from 'react';
import { useT } from '../../lib/language';

/**
 * Sets the document title to a text that comes from data ("Berber Cuff Bracelet · Souk"), the way
 * usePageTitle does for translated titles. The server already wrote the first title and meta tags.
 */
export function useDocumentTitle(title: string | undefined): void {
  const t = useT();
  useEffect(() => {
    const app = t('common.appName');
    document.title = title ? `${title} · ${app}` : app;
  }, [title, t]);
}
