/** Texts of the cartPage (storefront §2). */
export default {
  title: 'My cart',
};
