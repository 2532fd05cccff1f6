/** Texts of the wishlistPage (storefront §2). */
export default {
  title: 'My wishlist',
};
