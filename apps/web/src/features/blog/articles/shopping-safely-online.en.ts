import type { ArticleBody } from './types';

const article: ArticleBody = {
  lead: 'More and more Tunisians shop online, and for good reason: more choice, prices you can compare and delivery to your door. A few simple habits make every order a calm one. Here is the checklist our support team shares most often.',
  sections: [
    {
      id: 'product-page',
      heading: 'Read the product page, then the reviews',
      paragraphs: [
        'A good product page tells you the material, the sizes, the colours, the stock and who sells the product. On Souk, every product belongs to a brand with its own page, description and rating: open it if you do not know the brand yet.',
        'Then read the reviews. They come only from customers who bought the product, and they tell you what photos cannot: whether a size runs small, how a fabric feels, how fast the parcel arrived.',
      ],
    },
    {
      id: 'payment',
      heading: 'Choose the payment that suits you',
      paragraphs: [
        'You can pay by bank card online or in cash on delivery. When you pay by card, you are sent to our secure payment gateway: check that the address starts with https and shows a padlock. Souk never sees or stores your full card number.',
        'Cash on delivery is a good choice for a first order with a new brand. Have the exact amount ready, and check the parcel before the courier leaves.',
      ],
      quote:
        'Souk will never ask for your password or your card number by email, phone or message.',
    },
    {
      id: 'delivery',
      heading: 'Know when your parcel arrives',
      paragraphs: [
        'Standard delivery takes 3 to 5 business days and express delivery 1 to 2 business days anywhere in Tunisia. When an order contains products from several brands, each brand ships its own part, so you may receive more than one parcel.',
        'Follow every order and its status in My orders. If a parcel is damaged or an item is missing, tell us within 48 hours.',
      ],
    },
    {
      id: 'returns',
      heading: 'Know your rights before you order',
      paragraphs: [
        'You can change or cancel an order within 1 hour of placing it, and return an item within 30 days of delivery if it is unused and in its original packaging. Keep the packaging for a few days after delivery, just in case.',
      ],
    },
    {
      id: 'account',
      heading: 'Protect your account',
      paragraphs: [
        'Your account holds your orders, your address and your wishlist. Protect it with a few habits:',
      ],
      items: [
        'use a password of at least 8 characters that you use nowhere else;',
        'never share the 6-digit code we send you by email;',
        'log out on a shared computer: your session also ends by itself after 6 hours;',
        'keep your phone number and address up to date in your profile.',
      ],
    },
    {
      id: 'scams',
      heading: 'Spot the scams',
      paragraphs: [
        'Be wary of messages that ask you to pay outside the marketplace, of prices far below everyone else’s, and of links that imitate Souk with a slightly different address. When in doubt, do not click: open Souk yourself, or write to our support team, who answer within 24 hours.',
      ],
    },
  ],
};

export default article;
