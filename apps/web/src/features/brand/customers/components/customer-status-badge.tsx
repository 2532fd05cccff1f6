import type { BrandCustomerStatus } from '@souk/shared/responses/brand-customers';
import { useT } from '../../../../lib/language';

const TONE: Record<BrandCustomerStatus, string> = {
  Active: 'bg-emerald-100 text-emerald-900',
  Inactive: 'bg-slate-200 text-slate-800',
};

/** spec: dashboards §4 "Brand customer status" — Active, or Inactive after a cancelled order. */
export function CustomerStatusBadge({ status }: { status: BrandCustomerStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE[status]}`}
    >
      {t(`brandCustomers.status.${status}`)}
    </span>
  );
}
