import type { ComponentType } from 'react';
import { matchRoutes, Navigate, redirect, type RouteObject } from 'react-router';
import { ADMIN_AREA, BRAND_AREA } from '../lib/access';
import { loadTranslation } from '../lib/i18n';
import { currentLanguage } from '../lib/language';
import { GuestOnly } from './guards/guest-only';
import { RoleGuard } from './guards/role-guard';
import type { RouteHandle } from './layouts/dashboard-layout';
import { RouteError } from './pages/route-error';
import { RootRoute } from './root-route';

/** Every page and layout is its own chunk, loaded when its route is first opened. */
const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** A dashboard's layout: loaded with the dashboards' texts in the current language. */
const dashboardLayout = (load: () => Promise<{ default: ComponentType }>) => async () => {
  const [page] = await Promise.all([load(), loadTranslation(currentLanguage(), 'dashboards')]);
  return { Component: page.default };
};

const notFound = lazyPage(() => import('./pages/not-found-page'));

/**
 * What the server does with a route (decision 019): public pages are rendered on the server with
 * their data; `notFound` pages answer HTTP 404. Every other page is rendered in the browser.
 */
export type ServerHandle = { serverRendered?: true; notFound?: true };

const serverRendered = { handle: { serverRendered: true } satisfies ServerHandle };
const unknownAddress = {
  lazy: notFound,
  handle: { serverRendered: true, notFound: true } satisfies ServerHandle,
};

const titled = (title: RouteHandle['title']): { handle: RouteHandle } => ({ handle: { title } });

/**
 * The route table (storefront §2, dashboards §2). Later issues replace a placeholder page by
 * pointing its route at the real one.
 */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      {
        lazy: lazyPage(() => import('./layouts/public-layout')),
        children: [
          { index: true, loader: () => redirect('/home') },
          {
            path: 'home',
            ...serverRendered,
            lazy: lazyPage(() => import('../features/home/pages/home-page')),
          },
          {
            path: 'catalogue',
            ...serverRendered,
            lazy: lazyPage(() => import('../features/catalogue/pages/catalogue-page')),
          },
          {
            path: 'product/:productId',
            ...serverRendered,
            lazy: lazyPage(() => import('../features/catalogue/pages/product-page')),
          },
          {
            path: 'brands',
            ...serverRendered,
            lazy: lazyPage(() => import('../features/catalogue/pages/brands-page')),
          },
          {
            path: 'sale',
            ...serverRendered,
            lazy: lazyPage(() => import('../features/catalogue/pages/sale-page')),
          },
          {
            element: <GuestOnly />,
            children: [
              {
                path: 'signup',
                lazy: lazyPage(() => import('../features/auth/pages/signup-page')),
              },
              { path: 'login', lazy: lazyPage(() => import('../features/auth/pages/login-page')) },
            ],
          },
          { path: 'otb', lazy: lazyPage(() => import('../features/auth/pages/verify-email-page')) },
          // spec: storefront §2 — help, contact and legal pages, the footer pages, the blog.
          {
            path: 'contact-us',
            ...serverRendered,
            lazy: lazyPage(() => import('../features/content/pages/contact-page')),
          },
          {
            path: 'help',
            ...serverRendered,
            lazy: lazyPage(() => import('../features/content/pages/help-page')),
          },
          {
            path: 'terms',
            ...serverRendered,
            lazy: lazyPage(() => import('../features/content/pages/terms-page')),
          },
          {
            path: 'privacy',
            ...serverRendered,
            lazy: lazyPage(() => import('../features/content/pages/privacy-page')),
          },
          {
            path: 'cookies',
            ...serverRendered,
            lazy: lazyPage(() => import('../features/content/pages/cookies-page')),
          },
          {
            path: 'sitemap',
            ...serverRendered,
            lazy: lazyPage(() => import('../features/content/pages/sitemap-page')),
          },
          {
            path: 'article',
            ...serverRendered,
            lazy: lazyPage(() => import('../features/blog/pages/article-page')),
          },
          {
            path: 'article/:articleId',
            ...serverRendered,
            lazy: lazyPage(() => import('../features/blog/pages/article-page')),
          },
          {
            path: 'articles',
            ...serverRendered,
            lazy: lazyPage(() => import('../features/blog/pages/articles-page')),
          },
          {
            // spec: storefront §2 — the customer area, for role CUSTOMER only.
            path: 'dashboard/profile',
            element: <RoleGuard allow={['CUSTOMER']} inline />,
            children: [
              {
                lazy: lazyPage(() => import('./layouts/account-layout')),
                children: [
                  {
                    index: true,
                    ...titled('account.profile'),
                    lazy: lazyPage(() => import('../features/account/pages/profile-page')),
                  },
                  {
                    path: 'settings',
                    ...titled('account.settings'),
                    lazy: lazyPage(() => import('../features/account/pages/settings-page')),
                  },
                  {
                    path: 'order-history',
                    ...titled('account.orderHistory'),
                    lazy: lazyPage(() => import('./pages/order-history-route')),
                  },
                  {
                    path: 'alerts',
                    ...titled('account.alerts'),
                    lazy: lazyPage(() => import('../features/alerts/pages/alerts-page')),
                  },
                  {
                    path: 'cart',
                    ...titled('account.cart'),
                    lazy: lazyPage(() => import('../features/basket/pages/cart-page')),
                  },
                  {
                    path: 'support',
                    ...titled('account.support'),
                    lazy: lazyPage(() => import('../features/support/pages/support-page')),
                  },
                  {
                    path: 'wishlist',
                    ...titled('account.wishlist'),
                    lazy: lazyPage(() => import('../features/basket/pages/wishlist-page')),
                  },
                ],
              },
            ],
          },
          {
            // spec: storefront §2 /pay — checkout needs a customer's login (storefront §5).
            path: 'pay',
            element: <RoleGuard allow={['CUSTOMER']} inline />,
            children: [
              {
                index: true,
                lazy: lazyPage(() => import('./pages/pay-route')),
              },
              {
                path: 'result',
                lazy: lazyPage(() => import('../features/checkout/pages/payment-result-page')),
              },
            ],
          },
          {
            // The sandbox gateway's card page stands in for another site: no login asked.
            path: 'pay/sandbox/:paymentRef',
            lazy: lazyPage(() => import('../features/checkout/pages/sandbox-pay-page')),
          },
          { path: '*', ...unknownAddress },
        ],
      },
      {
        path: 'forgot-password',
        lazy: lazyPage(() => import('../features/auth/pages/forgot-password-page')),
      },
      {
        path: 'reset-password',
        lazy: lazyPage(() => import('../features/auth/pages/reset-password-page')),
      },
      // spec: dashboards §2 — /dashboard redirects to the admin dashboard.
      { path: 'dashboard', element: <Navigate to={ADMIN_AREA} replace /> },
      {
        path: ADMIN_AREA.slice(1),
        element: <RoleGuard allow={['ADMIN']} />,
        children: [
          {
            lazy: dashboardLayout(() => import('./layouts/admin-dashboard-layout')),
            children: [
              {
                index: true,
                ...titled('dashboard.admin.overviewTitle'),
                lazy: lazyPage(() => import('../features/admin/overview/pages/overview-page')),
              },
              {
                path: 'analytics',
                ...titled('dashboard.admin.analytics'),
                lazy: lazyPage(() => import('../features/admin/analytics/pages/analytics-page')),
              },
              {
                path: 'brands',
                children: [
                  { index: true, element: <Navigate to="view-all" replace /> },
                  {
                    path: 'view-all',
                    ...titled('dashboard.admin.viewAllBrands'),
                    lazy: lazyPage(() => import('../features/admin/brands/pages/view-all-page')),
                  },
                  {
                    path: 'add-brand',
                    ...titled('dashboard.admin.addBrand'),
                    lazy: lazyPage(() => import('../features/admin/brands/pages/add-brand-page')),
                  },
                  {
                    path: 'reports',
                    ...titled('dashboard.admin.brandReports'),
                    lazy: lazyPage(
                      () =>
                        import('../features/admin/brand-performance/pages/brand-performance-page'),
                    ),
                  },
                ],
              },
              {
                path: 'customers',
                ...titled('dashboard.admin.customers'),
                lazy: lazyPage(() => import('../features/admin/customers/pages/customers-page')),
              },
              {
                path: 'orders',
                ...titled('dashboard.admin.orders'),
                lazy: lazyPage(() => import('../features/admin/orders/pages/admin-orders-page')),
              },
              {
                path: 'payouts',
                ...titled('payouts.admin.title'),
                lazy: lazyPage(() => import('../features/admin/payouts/pages/payouts-page')),
              },
              {
                path: 'support',
                ...titled('support.admin.title'),
                lazy: lazyPage(() => import('../features/admin/pages/support-inbox-page')),
              },
              {
                path: 'settings',
                ...titled('dashboard.admin.settings'),
                lazy: lazyPage(() => import('../features/admin/settings/pages/settings-page')),
              },
              { path: '*', lazy: notFound },
            ],
          },
        ],
      },
      {
        path: BRAND_AREA.slice(1),
        element: <RoleGuard allow={['BRAND']} />,
        children: [
          {
            lazy: dashboardLayout(() => import('./layouts/brand-dashboard-layout')),
            children: [
              {
                index: true,
                ...titled('dashboard.brand.overviewTitle'),
                lazy: lazyPage(() => import('../features/brand/overview/pages/overview-page')),
              },
              {
                path: 'analytics',
                ...titled('dashboard.brand.analytics'),
                lazy: lazyPage(() => import('../features/brand/analytics/pages/analytics-page')),
              },
              {
                path: 'products',
                ...titled('dashboard.brand.products'),
                lazy: lazyPage(() => import('../features/brand/products/pages/products-page')),
              },
              {
                path: 'orders',
                ...titled('dashboard.brand.orders'),
                lazy: lazyPage(() => import('../features/brand/orders/pages/orders-page')),
              },
              {
                path: 'customers',
                ...titled('dashboard.brand.customers'),
                lazy: lazyPage(() => import('../features/brand/customers/pages/customers-page')),
              },
              {
                path: 'reviews',
                ...titled('dashboard.brand.reviews'),
                lazy: lazyPage(() => import('../features/brand/reviews/pages/reviews-page')),
              },
              {
                path: 'payouts',
                ...titled('payouts.title'),
                lazy: lazyPage(() => import('../features/brand/payouts/pages/payouts-page')),
              },
              {
                path: 'settings',
                ...titled('dashboard.brand.settings'),
                lazy: lazyPage(() => import('../features/brand/settings/pages/settings-page')),
              },
              { path: '*', lazy: notFound },
            ],
          },
        ],
      },
    ],
  },
];

/** Loads the lazy routes a path matches, so the browser hydrates a server-rendered page at once. */
export async function resolveLazyRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
