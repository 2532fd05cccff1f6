/**
 * The long texts of the legal pages (the help centre's are in lib/help-centre, which the support
 * centre's chat reads too). Each language is its own module, loaded with the page that shows it,
 * so that the storefront's first load carries none of them.
 */

export type LegalSection = {
  /** The section's anchor (the same in every language). */
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
};

export type LegalDocument = { title: string; intro: string; sections: LegalSection[] };
