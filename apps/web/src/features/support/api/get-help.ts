import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { helpDocumentLoaders } from '../../../lib/help-centre/help-document';
import { useLanguage } from '../../../lib/language';
import { useShippingSentence, withShippingRule } from '../../../lib/shipping-rule';
import { supportKeys } from './keys';

/**
 * The help centre's FAQ and guides in the reader's language (shipped with the app, one chunk
 * each), the shipping rule written with the admin's figures (decision 025): the chat answers so.
 */
export function useHelpDocument() {
  const language = useLanguage();
  const shipping = useShippingSentence();
  return useQuery({
    queryKey: supportKeys.help(language),
    queryFn: async () => (await helpDocumentLoaders[language]()).default,
    staleTime: Infinity,
    gcTime: Infinity,
    placeholderData: keepPreviousData,
    select: (document) => withShippingRule(document, shipping),
  });
}
