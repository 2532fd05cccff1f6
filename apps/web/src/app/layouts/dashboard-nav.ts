import {
  BanknoteIcon,
  BoxIcon,
  ChartIcon,
  GridIcon,
  LifeBuoyIcon,
  ReceiptIcon,
  SettingsIcon,
  StarIcon,
  StoreIcon,
  UsersIcon,
} from '../../components/icons';
import { ADMIN_AREA, BRAND_AREA } from '../../lib/access';
import type { TranslationKey } from '../../lib/i18n';

export type DashboardEntry = {
  to: string;
  label: TranslationKey;
  Icon: typeof GridIcon;
  /** The area's root entry: active on an exact match only. */
  root?: boolean;
  children?: { to: string; label: TranslationKey }[];
};

/**
 * spec: dashboards §2 — admin sidebar: dashboard, brands (view-all, add-brand), customers, orders,
 * settings; issue 11 adds the support inbox, issue 13 the analytics and the brand performance
 * report (pages of the spec's route table that its sidebar left out).
 */
export const ADMIN_NAV: DashboardEntry[] = [
  { to: ADMIN_AREA, label: 'dashboard.admin.dashboard', Icon: GridIcon, root: true },
  { to: `${ADMIN_AREA}/analytics`, label: 'dashboard.admin.analytics', Icon: ChartIcon },
  {
    to: `${ADMIN_AREA}/brands`,
    label: 'dashboard.admin.brands',
    Icon: StoreIcon,
    children: [
      { to: `${ADMIN_AREA}/brands/view-all`, label: 'dashboard.admin.viewAllBrands' },
      { to: `${ADMIN_AREA}/brands/add-brand`, label: 'dashboard.admin.addBrand' },
      { to: `${ADMIN_AREA}/brands/reports`, label: 'dashboard.admin.brandReports' },
    ],
  },
  { to: `${ADMIN_AREA}/customers`, label: 'dashboard.admin.customers', Icon: UsersIcon },
  { to: `${ADMIN_AREA}/orders`, label: 'dashboard.admin.orders', Icon: ReceiptIcon },
  { to: `${ADMIN_AREA}/payouts`, label: 'payouts.nav', Icon: BanknoteIcon },
  { to: `${ADMIN_AREA}/support`, label: 'support.admin.nav', Icon: LifeBuoyIcon },
  { to: `${ADMIN_AREA}/settings`, label: 'dashboard.admin.settings', Icon: SettingsIcon },
];

/** spec: dashboards §2 — brand sidebar: dashboard, products, orders, customers, reviews, settings. */
export const BRAND_NAV: DashboardEntry[] = [
  { to: BRAND_AREA, label: 'dashboard.brand.dashboard', Icon: GridIcon, root: true },
  // not in the spec's list, whose analytics page was a placeholder; here it is real (issue 12)
  { to: `${BRAND_AREA}/analytics`, label: 'dashboard.brand.analytics', Icon: ChartIcon },
  { to: `${BRAND_AREA}/products`, label: 'dashboard.brand.products', Icon: BoxIcon },
  { to: `${BRAND_AREA}/orders`, label: 'dashboard.brand.orders', Icon: ReceiptIcon },
  { to: `${BRAND_AREA}/customers`, label: 'dashboard.brand.customers', Icon: UsersIcon },
  { to: `${BRAND_AREA}/reviews`, label: 'dashboard.brand.reviews', Icon: StarIcon },
  // issue 30: what Souk owes the brand (decision 027)
  { to: `${BRAND_AREA}/payouts`, label: 'payouts.nav', Icon: BanknoteIcon },
  { to: `${BRAND_AREA}/settings`, label: 'dashboard.brand.settings', Icon: SettingsIcon },
];

/**
 * spec: dashboards §2 — the active item is an exact match for the root entries (admin, brand),
 * otherwise a prefix match.
 */
export function isEntryActive(
  entry: Pick<DashboardEntry, 'to' | 'root'>,
  pathname: string,
): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (entry.root) return path === entry.to;
  return path === entry.to || path.startsWith(`${entry.to}/`);
}
