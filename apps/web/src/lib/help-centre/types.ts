/**
 * The help centre's texts (storefront §2 Help Center): the FAQ and the shopping guides, one module
 * per language. The help page shows them and the support centre's chat answers from them.
 */
export type FaqEntry = { id: string; question: string; answer: string[] };
export type Guide = { id: string; title: string; content: string[] };
export type HelpDocument = { faq: FaqEntry[]; guides: Guide[] };
