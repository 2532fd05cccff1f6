import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { helpDocumentLoaders } from '../../../lib/help-centre/help-document';
import { useLanguage } from '../../../lib/language';
import { supportKeys } from './keys';

/** The help centre's FAQ and guides in the reader's language (shipped with the app, one chunk each). */
export function useHelpDocument() {
  const language = useLanguage();
  return useQuery({
    queryKey: supportKeys.help(language),
    queryFn: async () => (await helpDocumentLoaders[language]()).default,
    staleTime: Infinity,
    gcTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
