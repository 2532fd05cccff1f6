import { describe, expect, it } from 'vitest';
import helpAr from '../../../lib/help-centre/help.ar';
import helpEn from '../../../lib/help-centre/help.en';
import helpFr from '../../../lib/help-centre/help.fr';
import privacyAr from './privacy.ar';
import privacyEn from './privacy.en';
import privacyFr from './privacy.fr';
import termsAr from './terms.ar';
import termsEn from './terms.en';
import termsFr from './terms.fr';
import type { LegalDocument } from './types';
import contentAr from '../../../locales/ar/content';
import contentEn from '../../../locales/en/content';
import contentFr from '../../../locales/fr/content';

const ids = (list: { id: string }[]) => list.map((entry) => entry.id);
const text = (document: LegalDocument, id: string) => {
  const section = document.sections.find((entry) => entry.id === id)!;
  return [section.heading, ...section.paragraphs, ...(section.items ?? [])].join(' ');
};

describe('the help and legal texts, in three languages', () => {
  it('has the 8 FAQ entries and 4 guides of the spec, the same in each language', () => {
    expect(ids(helpEn.faq)).toEqual([
      'create-account',
      'track-order',
      'returns',
      'wishlist',
      'password-reset',
      'international-shipping',
      'contact-support',
      'change-cancel',
    ]);
    expect(ids(helpEn.guides)).toEqual([
      'choosing-size',
      'ratings-reviews',
      'payment-options',
      'shipping-times',
    ]);
    for (const help of [helpFr, helpAr]) {
      expect(ids(help.faq)).toEqual(ids(helpEn.faq));
      expect(ids(help.guides)).toEqual(ids(helpEn.guides));
    }
  });

  it('quotes the business constants of storefront §9 in every language', () => {
    for (const help of [helpEn, helpFr, helpAr]) {
      const answer = (id: string) => help.faq.find((entry) => entry.id === id)!.answer.join(' ');
      const guide = (id: string) => help.guides.find((entry) => entry.id === id)!.content.join(' ');
      expect(answer('returns')).toContain('30');
      expect(answer('change-cancel')).toMatch(/1|une heure|ساعة واحدة/);
      // spec: storefront §9 — Monday to Friday, 9 AM to 6 PM EST.
      expect(answer('contact-support')).toMatch(
        /(9 AM to 6 PM|9 h à 18 h|9 صباحًا إلى 6 مساءً)[^.]*EST/,
      );
      expect(answer('contact-support')).toContain('24');
      // Standard 3 to 5, express 1 to 2 ("from one day to two" in Arabic), international 7 to 14.
      expect(guide('shipping-times')).toMatch(/3.*5.*(1.*2|يوم إلى يومَي).*7.*14/s);
    }
  });

  it('gives the support hours with their time zone on the contact and help pages', () => {
    for (const content of [contentEn, contentFr, contentAr]) {
      expect(content.contact.hours).toMatch(/9.*EST/);
      expect(content.help.contactBody).toMatch(/9.*EST.*24/);
    }
  });

  it('has 12 terms sections and 9 privacy sections, with the same anchors in each language', () => {
    expect(termsEn.sections).toHaveLength(12);
    expect(privacyEn.sections).toHaveLength(9);
    for (const terms of [termsFr, termsAr])
      expect(ids(terms.sections)).toEqual(ids(termsEn.sections));
    for (const privacy of [privacyFr, privacyAr])
      expect(ids(privacy.sections)).toEqual(ids(privacyEn.sections));
  });

  it('excludes children under 13 and is governed by the law of Tunisia', () => {
    for (const terms of [termsEn, termsFr, termsAr]) {
      expect(text(terms, 'eligibility')).toContain('13');
      expect(text(terms, 'law-changes')).toMatch(/law of Tunisia|droit tunisien|لقانون التونسي/);
    }
    for (const privacy of [privacyEn, privacyFr, privacyAr])
      expect(text(privacy, 'children')).toContain('13');
  });
});
