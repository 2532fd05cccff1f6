/**
 * The long texts of the help and legal pages. Each language is its own module, loaded with the
 * page that shows it, so that the storefront's first load carries none of them.
 */

export type LegalSection = {
  /** The section's anchor (the same in every language). */
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
};

export type LegalDocument = { title: string; intro: string; sections: LegalSection[] };

export type FaqEntry = { id: string; question: string; answer: string[] };
export type Guide = { id: string; title: string; content: string[] };
export type HelpDocument = { faq: FaqEntry[]; guides: Guide[] };
