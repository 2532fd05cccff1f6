import type { Language } from '@souk/shared/constants';
import type { HelpDocument } from './types';

/** One chunk per language: a page loads only the language it shows. */
export const helpDocumentLoaders: Record<Language, () => Promise<{ default: HelpDocument }>> = {
  en: () => import('./help.en'),
  fr: () => import('./help.fr'),
  ar: () => import('./help.ar'),
};
