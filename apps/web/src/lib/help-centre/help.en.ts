import type { HelpDocument } from './types';

// spec: storefront §2 Help Center (the 8 FAQ topics, the 4 guides) and §9 (returns 30 days,
// change or cancel 1 hour, support hours, shipping times).
const help: HelpDocument = {
  faq: [
    {
      id: 'create-account',
      question: 'How do I create an account?',
      answer: [
        'Choose Sign up at the top of any page and enter your first and last name, your email, your phone number with its country code (for example +216 12 345 678) and a password of at least 8 characters, then accept the terms.',
        'We email you a 6-digit code: enter it on the verification page, or open the link in the email, and your account is ready.',
      ],
    },
    {
      id: 'track-order',
      question: 'How can I track my order?',
      answer: [
        'Log in and open My orders from the account menu. Each order shows its status (pending, processing, shipped, delivered) and the details of every item.',
        'When an order contains products from several brands, each brand prepares and ships its part, so the parts can arrive on different days.',
      ],
    },
    {
      id: 'returns',
      question: 'What is your return policy?',
      answer: [
        'You can return an item within 30 days of delivery, unused and in its original packaging. Contact our support team with your order number and we arrange the return with the brand.',
        'Once the brand has received the item, you are refunded with the payment method you used; orders paid on delivery are refunded by bank transfer.',
      ],
    },
    {
      id: 'wishlist',
      question: 'How does the wishlist work?',
      answer: [
        'Tap the heart on any product to save it. The wishlist is part of your account, so you need to log in first; it then follows you on every device.',
        'On the wishlist page you can sort and search your favourites, see how much you save on discounted items, compare up to 3 products side by side and add them to your cart.',
      ],
    },
    {
      id: 'password-reset',
      question: 'I forgot my password. How do I reset it?',
      answer: [
        'On the login page, choose Forgot password? and enter the email of your account. We send you a link to choose a new password; it is valid for 30 minutes.',
        'Your new password needs at least 8 characters with a lowercase letter, an uppercase letter and a digit.',
      ],
    },
    {
      id: 'international-shipping',
      question: 'Do you ship internationally?',
      answer: [
        'Souk delivers everywhere in Tunisia. Some brands also ship abroad on request: international delivery takes 7 to 14 business days and its cost is quoted before you confirm.',
        'Write to our support team with the products and the destination country and we will check with the brands for you.',
      ],
    },
    {
      id: 'contact-support',
      question: 'How can I contact customer support?',
      answer: [
        'Use the form on the Contact us page, email support@souk.tn or call +216 71 123 456. Our team works Monday to Friday, 9 AM to 6 PM EST (3 PM to midnight in Tunis), and answers every message within 24 hours.',
      ],
    },
    {
      id: 'change-cancel',
      question: 'Can I change or cancel my order?',
      answer: [
        'Yes, within 1 hour of placing it. To cancel, open My orders and choose Cancel. To change a size, a colour or the delivery address, contact us within that hour.',
        'After one hour the brand may already have prepared your parcel; you can still return the items within 30 days of delivery.',
      ],
    },
  ],
  guides: [
    {
      id: 'choosing-size',
      title: 'Choosing the right size',
      content: [
        'Clothing on Souk uses the sizes XS to 5XL and shoes the European sizes (EU). Brands may cut differently, so open the size guide on the product page and compare its measurements with a garment you already own.',
        'Measure your chest, waist and hips with a soft tape, keeping it level. Between two sizes, choose the larger one for a relaxed fit, and read the reviews: customers often say whether a model runs small or large.',
      ],
    },
    {
      id: 'ratings-reviews',
      title: 'Understanding ratings and reviews',
      content: [
        'Every review on Souk comes from a customer who bought the product. The stars show the average rating out of 5, with half stars, next to the number of reviews.',
        'Read a few reviews rather than only the average: they tell you about the fit, the quality of materials and the delivery. After your own delivery, you can write a review from the product page and edit it later.',
      ],
    },
    {
      id: 'payment-options',
      title: 'Payment options',
      content: [
        'Pay online by bank card (Visa, Mastercard or a Tunisian e-DINAR card) through our secure payment gateway, or in cash on delivery. Prices are in Tunisian dinar (DT), taxes included.',
        'For some orders, such as large orders from companies, we also accept bank transfer: contact our sales team before ordering. PayPal is not available in Tunisia, so shoppers abroad pay with an international bank card.',
      ],
    },
    {
      id: 'shipping-times',
      title: 'Shipping times',
      content: [
        'Standard delivery takes 3 to 5 business days and express delivery 1 to 2 business days anywhere in Tunisia. International delivery, when a brand offers it, takes 7 to 14 business days.',
        '{{shippingRule}} Each brand ships its own items, and you can follow every order in My orders.',
      ],
    },
  ],
};

export default help;
