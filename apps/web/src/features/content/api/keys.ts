import type { Language } from '@souk/shared/constants';

/** Query keys of the help, legal and contact pages, general to specific. */
export const contentKeys = {
  all: ['content'] as const,
  document: (name: string, language: Language) =>
    [...contentKeys.all, 'document', name, language] as const,
  categoryTree: () => [...contentKeys.all, 'category-tree'] as const,
  allBrands: () => [...contentKeys.all, 'all-brands'] as const,
};
