import type { LegalDocument } from './types';

// spec: storefront §2 Terms and Policy — the Privacy Policy tab has 9 sections; /privacy shows
// the same document on its own page.
const privacy: LegalDocument = {
  title: 'Privacy Policy',
  intro:
    'This policy explains which personal data Souk collects, why, who receives it and the rights you have over it under Tunisian law. Souk is operated from Tunis, Tunisia.',
  sections: [
    {
      id: 'data-we-collect',
      heading: 'The data we collect',
      paragraphs: ['We collect only what we need to run the marketplace:'],
      items: [
        'your account: first and last name, email, phone number, password (stored only in a form that cannot be read back), profile picture if you add one;',
        'your orders: the products, the delivery and billing addresses and the payment method chosen;',
        'what you write to us or post: contact messages, reviews and comments;',
        'your newsletter subscription, if you subscribe;',
        'technical data: the address of your device (IP) and the pages requested, kept in our server logs for security.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      paragraphs: [
        'We use your data to create and secure your account, to take, deliver and follow your orders, to answer your messages, to show your reviews and comments, and to send you the newsletter if you asked for it.',
        'We also use it to prevent fraud and abuse, for example by limiting repeated login attempts or messages. We do not use your data for advertising profiles.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who receives it',
      paragraphs: [
        'The brand you order from receives what it needs to prepare and ship your items: your name, phone number, delivery address and the items ordered. Couriers receive your name, phone and address; our payment provider receives what is needed to take an online payment.',
        'We never sell your data. We disclose it to authorities only when Tunisian law requires us to.',
      ],
    },
    {
      id: 'browser-storage',
      heading: 'Cookies and browser storage',
      paragraphs: [
        'Souk uses no advertising or tracking cookies. The app keeps a few entries in your browser’s storage to keep you logged in, remember your language and show your cart quickly. Our cookie policy lists every one of them.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      paragraphs: [
        'Your data travels encrypted (HTTPS). Passwords are stored hashed, sessions end automatically after 6 hours, and each brand sees only its own orders. Access to our systems is limited to the people who need it.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your account while it is open. Orders and invoices are kept for 10 years, as Tunisian accounting rules require. Contact messages are kept for 2 years, server logs for 12 months, and your newsletter subscription until you unsubscribe.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        'Under Organic Law No. 2004-63 of 27 July 2004 on the protection of personal data, you may access your data, have it corrected, and object to its use for legitimate reasons. You can correct most of it yourself in your profile, and unsubscribe from the newsletter with the link in each email.',
        'To use these rights or to close your account, write to support@souk.tn. You may also complain to the Instance Nationale de Protection des Données Personnelles (INPDP).',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'Souk is not intended for children under 13, and we do not knowingly collect their data. If you believe a child under 13 has given us personal data, contact us and we will delete it.',
      ],
    },
    {
      id: 'changes-contact',
      heading: 'Changes and contact',
      paragraphs: [
        'We may update this policy; the date at the top of this page shows the latest version, and we tell account holders by email about important changes. For any question about your data, write to support@souk.tn.',
      ],
    },
  ],
};

export default privacy;
