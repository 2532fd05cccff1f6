/**
 * Every storefront text that states the shipping rule (issue 30, decision 025). The figures are
 * never written here: they come from the admin's rule (GET /settings/shipping), formatted by the
 * app's price formatter, so no text promises a rule the checkout does not apply (a test checks).
 */
export default {
  /** the home page's benefit card */
  banner: {
    freeTitle: 'Free shipping',
    freeOverBody: 'On orders of {{amount}} or more.',
    alwaysFreeBody: 'On every order.',
    flatTitle: 'Delivery across Tunisia',
    flatBody: '{{amount}} per order.',
  },
  /** the product page's notice, for a product that does not ship free on its own */
  notice: {
    freeOver: 'Free shipping on orders of {{amount}} or more',
    alwaysFree: 'Free shipping on every order',
    flat: 'Delivery: {{amount}} per order',
  },
  /** under the totals of the cart and the payment page, while the order pays shipping */
  missing: 'Add {{amount}} more for free shipping.',
  /** the help centre, the terms and the chat: one sentence with the figures */
  sentence: {
    freeOver:
      'Delivery costs {{fee}} per order and is free on orders of {{threshold}} or more (after discounts), or when every item in your cart has free shipping.',
    flat: 'Delivery costs {{fee}} per order, and is free when every item in your cart has free shipping.',
    alwaysFree: 'Delivery is free on every order.',
    /** while the rule cannot be read */
    unknown: 'Your cart shows the delivery cost before you pay.',
  },
};
