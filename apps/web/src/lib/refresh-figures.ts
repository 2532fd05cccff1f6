import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { profileKeys } from '../features/account/api/profile-keys';
import { adminCustomerKeys } from '../features/admin/customers/api/keys';
import { adminOrderKeys } from '../features/admin/orders/api/keys';
import { adminReportKeys } from '../features/admin/overview/api/keys';
import { adminPayoutKeys } from '../features/admin/payouts/api/payouts';

/**
 * Decision 029: a dashboard's figures follow what the user changes. After any change of an
 * order's or item's status, a refund, or a product, every query that shows money or counts of
 * orders is refreshed: the pages on screen read again at once; the others are dropped from the
 * cache, so that opening them (analytics from the sidebar) reads them afresh. Marking them stale
 * would not do: the app's queries never refetch on mount (lib/query-client.ts, storefront §7), so
 * a stale report would be shown as it was until a full reload — issue 30's defect. Reports keep
 * their 5-minute freshness (dashboards §9) only while nothing changed.
 */
export const FIGURE_KEYS: readonly (readonly unknown[])[] = [
  // every brand's dashboard: orders, overview, analytics, customers (brandKeys.all)
  ['brand'],
  adminReportKeys.all,
  adminOrderKeys.all,
  adminCustomerKeys.all,
  // what each brand is owed: a delivery, a refund or a return moves the ledger (decision 027)
  adminPayoutKeys.all,
  // the customer's orders are read again whenever their page opens (features/orders/api/orders.ts)
  // and replaced by the answer of a change; the profile's Total spent is not
  profileKeys.overview(),
];

export function refreshFigures(queryClient: QueryClient): Promise<void> {
  for (const queryKey of FIGURE_KEYS) queryClient.removeQueries({ queryKey, type: 'inactive' });
  return Promise.all(
    FIGURE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}

/** refreshFigures with the app's query client, for a mutation's onSettled. */
export function useRefreshFigures(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => refreshFigures(queryClient);
}
