import { MESSAGES } from '@souk/shared/messages';
import type { Translation } from '../../lib/i18n';
import account from './account';
import alerts from './alerts';
import auth from './auth';
import basket from './basket';
import blog from './blog';
import cartPage from './cartPage';
import catalogue from './catalogue';
import checkout from './checkout';
import orders from './orders';
import colors from './colors';
import common from './common';
import content from './content';
import dashboard from './dashboard';
import home from './home';
import nav from './nav';
import profile from './profile';
import reviews from './reviews';
import brandReviews from './brandReviews';
import brandCustomers from './brandCustomers';
import adminBrands from './adminBrands';
import brandSettings from './brandSettings';
import adminSettings from './adminSettings';
import brandDashboard from './brandDashboard';
import adminReports from './adminReports';
import brandOrders from './brandOrders';
import orderItems from './orderItems';
import adminOrders from './adminOrders';
import adminCustomers from './adminCustomers';
import brandProducts from './brandProducts';
import support from './support';
import wishlistPage from './wishlistPage';

const ar: Translation = {
  common,
  nav,
  home,
  auth,
  account,
  dashboard,
  content,
  blog,
  catalogue,
  colors,
  basket,
  cartPage,
  wishlistPage,
  checkout,
  orders,
  alerts,
  profile,
  reviews,
  brandReviews,
  brandCustomers,
  adminBrands,
  brandSettings,
  adminSettings,
  brandDashboard,
  adminReports,
  brandOrders,
  orderItems,
  adminOrders,
  adminCustomers,
  brandProducts,
  support,
  errors: MESSAGES.ar,
};

export default ar;
