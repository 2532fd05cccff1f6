import type { LegalDocument } from './types';

// spec: storefront §2 Terms and Policy — 12 sections, the law of Tunisia, children under 13
// excluded; §9 for the business constants quoted here.
const terms: LegalDocument = {
  title: 'Terms of Service',
  intro:
    'These terms set out how you may use Souk, the multi-brand marketplace of Tunisia, and what you and we can expect from each other when you shop on it. Please read them before you create an account or place an order.',
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptance of these terms',
      paragraphs: [
        'By browsing Souk, creating an account or placing an order, you accept these terms and our Privacy Policy. If you do not agree with them, please do not use Souk.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who may use Souk',
      paragraphs: [
        'Souk is not intended for children under 13: they may not create an account or place orders. If you are between 13 and 18, you may use Souk only with the permission and supervision of a parent or guardian, who is responsible for your purchases.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      paragraphs: [
        'You agree to give accurate information when you sign up, to keep it up to date and to keep your password to yourself. You are responsible for what is done with your account; tell us at once if you think someone else has used it.',
        'We may suspend or close an account that breaks these terms, that is used for fraud, or that puts other customers or brands at risk.',
      ],
    },
    {
      id: 'marketplace',
      heading: 'Souk is a marketplace',
      paragraphs: [
        'The products on Souk are sold by independent brands. Each brand describes its products, sets its prices and prepares and ships its orders; Souk runs the platform, takes the payment and helps you if something goes wrong.',
        'We check the brands that join Souk and remove products that break the law or these terms, but each brand remains responsible for its products and their descriptions.',
      ],
    },
    {
      id: 'orders-prices',
      heading: 'Orders and prices',
      paragraphs: [
        'Prices are shown in Tunisian dinar (DT), with two decimals, taxes included. A discount is shown as a percentage of the original price. Your order is confirmed when we have received it and, for online payment, when the payment is accepted.',
        'You can change or cancel an order within 1 hour of placing it. A brand may refuse an item that is out of stock or wrongly priced; you are then refunded for that item and the rest of the order is not affected.',
      ],
    },
    {
      id: 'payment',
      heading: 'Payment',
      paragraphs: [
        'You can pay online by bank card through our secure payment gateway, or in cash on delivery. Souk never sees or stores your full card number.',
        'An order paid on delivery must be paid to the courier in full when it is handed to you. Repeatedly refusing parcels paid on delivery may lead us to ask for online payment on later orders.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Delivery',
      paragraphs: [
        'We deliver everywhere in Tunisia. Standard delivery takes 3 to 5 business days and express delivery 1 to 2 business days; international delivery, when a brand offers it, takes 7 to 14 business days. These times are estimates and start when the brand ships the order.',
        '{{shippingRule}} Check your parcel when it is delivered and tell us within 48 hours about any damage or missing item.',
      ],
    },
    {
      id: 'returns',
      heading: 'Returns and refunds',
      paragraphs: [
        'You may return an item within 30 days of delivery, unused, with its labels and in its original packaging. Some items cannot be returned for hygiene reasons once opened (cosmetics, underwear, earrings) unless they are faulty.',
        'We refund you within 14 days of the brand receiving the return, with the payment method you used, or by bank transfer for orders paid on delivery. A faulty or wrong item is returned at our expense.',
      ],
    },
    {
      id: 'reviews-content',
      heading: 'Reviews, comments and acceptable use',
      paragraphs: [
        'You may review the products you bought and comment on our articles. What you post must be honest and respectful: no insults, no personal data of others, no advertising and nothing unlawful. We may remove content that breaks these rules.',
        'You keep the rights to what you write, and you allow Souk to show it on the marketplace. You may not copy Souk in bulk, disrupt it, try to reach other people’s accounts or use it for fraud.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      paragraphs: [
        'The Souk name, logo, design and software belong to Souk. Product photos, descriptions and brand logos belong to their brands. You may not reuse them without permission, except to share a link to a page of Souk.',
      ],
    },
    {
      id: 'liability',
      heading: 'Our liability',
      paragraphs: [
        'We do our best to keep Souk available and its information correct, but we cannot promise that it will never be interrupted or contain an error. We are not liable for indirect losses, nor beyond the amount of the order concerned.',
        'Nothing in these terms limits your rights as a consumer under Tunisian law, in particular your right to products that match their description.',
      ],
    },
    {
      id: 'law-changes',
      heading: 'Governing law, changes and contact',
      paragraphs: [
        'These terms are governed by the law of Tunisia. If a dispute cannot be settled amicably with our support team, it will be brought before the competent courts of Tunis.',
        'We may update these terms; the date at the top of this page shows the latest version, and we tell account holders by email about important changes. For any question, write to support@souk.tn.',
      ],
    },
  ],
};

export default terms;
