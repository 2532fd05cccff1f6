export default {
  navLabel: 'My account',
  profile: 'My profile',
  settings: 'Account settings',
  orderHistory: 'Order history',
  alerts: 'Alerts',
  cart: 'My cart',
  support: 'Support centre',
  wishlist: 'Wishlist',
};
