/** Texts of the payment page (storefront §2 "Payment page"). */
export default {
  title: 'Checkout',
  summary: 'Order summary',
  nextStep: 'Shipping details and payment will be asked here.',
  nothing: 'Nothing to pay for yet',
  nothingBody: 'Start from your cart: its checkout button brings you here with your items.',
  toCart: 'Go to my cart',
};
