import errors from '@souk/shared/messages/en';
import account from './account';
import alerts from './alerts';
import auth from './auth';
import basket from './basket';
import blog from './blog';
import cartPage from './cartPage';
import catalogue from './catalogue';
import checkout from './checkout';
import orders from './orders';
import returns from './returns';
import money from './money';
import documents from './documents';
import colors from './colors';
import common from './common';
import content from './content';
import home from './home';
import nav from './nav';
import profile from './profile';
import reviews from './reviews';
import orderItems from './orderItems';
import support from './support';
import wishlistPage from './wishlistPage';
import shipping from './shipping';

/**
 * English: the reference locale. Every key here must exist in fr and ar (a test checks). The texts
 * of every page but the dashboards; theirs are in ./dashboards.ts, loaded with the dashboards.
 */
export default {
  common,
  nav,
  home,
  auth,
  account,
  content,
  blog,
  catalogue,
  colors,
  basket,
  cartPage,
  wishlistPage,
  shipping,
  checkout,
  orders,
  returns,
  money,
  documents,
  alerts,
  profile,
  reviews,
  orderItems,
  support,
  /** API error codes and validation codes: the shared catalogue (packages/shared/messages.ts). */
  errors,
};
