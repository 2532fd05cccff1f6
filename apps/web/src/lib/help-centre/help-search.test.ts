import { describe, expect, it } from 'vitest';
import en from './help.en';
import fr from './help.fr';
import { foldForSearch, searchHelp } from './help-search';

describe('the Help Center search (storefront §2)', () => {
  it('keeps every question and guide while the query is empty', () => {
    expect(searchHelp(en, '   ')).toEqual({ faq: en.faq, guides: en.guides });
  });

  it('filters the FAQ on question or answer and the guides on title or content, ignoring case', () => {
    const byQuestion = searchHelp(en, 'PASSWORD');
    expect(byQuestion.faq.map((entry) => entry.id)).toContain('password-reset');

    // "30 days" is in the returns answer, not its question.
    const byAnswer = searchHelp(en, '30 DAYS');
    expect(byAnswer.faq.map((entry) => entry.id)).toContain('returns');

    const guides = searchHelp(en, 'size').guides.map((guide) => guide.id);
    expect(guides).toContain('choosing-size');
    expect(searchHelp(en, 'paypal').guides.map((guide) => guide.id)).toEqual(['payment-options']);
  });

  it('narrows both lists to nothing when nothing matches', () => {
    expect(searchHelp(en, 'zzzz-no-such-word')).toEqual({ faq: [], guides: [] });
  });

  it('ignores accents, so French readers find "éte" and "ete" alike', () => {
    expect(foldForSearch('Échange ÉTÉ')).toBe('echange ete');
    expect(searchHelp(fr, 'LIVREZ').faq.map((entry) => entry.id)).toEqual([
      'international-shipping',
    ]);
    expect(searchHelp(fr, 'numero de commande').faq.map((entry) => entry.id)).toContain('returns');
  });
});
