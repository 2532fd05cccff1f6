import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@souk/shared/constants';
import { helpDocumentLoaders } from '../../../lib/help-centre/help-document';
import type { HelpDocument } from '../../../lib/help-centre/types';
import { useLanguage } from '../../../lib/language';
import { useShippingSentence, withShippingRule } from '../../../lib/shipping-rule';
import { contentKeys } from '../api/keys';
import type { LegalDocument } from './types';

type Documents = { help: HelpDocument; terms: LegalDocument; privacy: LegalDocument };
export type DocumentName = keyof Documents;

type Loaders = {
  [N in DocumentName]: Record<Language, () => Promise<{ default: Documents[N] }>>;
};

/** One chunk per document and language: a page loads only the language it shows. */
const loaders: Loaders = {
  help: helpDocumentLoaders,
  terms: {
    en: () => import('./terms.en'),
    fr: () => import('./terms.fr'),
    ar: () => import('./terms.ar'),
  },
  privacy: {
    en: () => import('./privacy.en'),
    fr: () => import('./privacy.fr'),
    ar: () => import('./privacy.ar'),
  },
};

export const documentQuery = <N extends DocumentName>(name: N, language: Language) =>
  queryOptions({
    queryKey: contentKeys.document(name, language),
    queryFn: async (): Promise<Documents[N]> => (await loaders[name][language]()).default,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/**
 * The document in the current language; the previous language stays shown while it loads. Its
 * texts state the marketplace's shipping rule with the admin's figures (decision 025).
 */
export function useDocument<N extends DocumentName>(name: N) {
  const language = useLanguage();
  const shipping = useShippingSentence();
  return useQuery({
    ...documentQuery(name, language),
    placeholderData: keepPreviousData,
    select: (document) => withShippingRule(document, shipping),
  });
}
