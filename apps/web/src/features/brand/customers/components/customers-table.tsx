import type { BrandCustomer } from '@souk/shared/responses/brand-customers';
import type { BrandCustomerSort } from '@souk/shared/schemas/brand-customers';
import { Avatar } from '../../../../components/avatar';
import { Button } from '../../../../components/button';
import { ChatIcon } from '../../../../components/shop-icons';
import { EyeIcon } from '../../../../components/icons';
import { ShortPrice } from '../../../../components/short-price';
import {
  plainHeaderText,
  SortableHeader,
  type SortDirection,
} from '../../../../components/sortable-header';
import { mediaUrl } from '../../../../lib/api-client';
import { useFormat } from '../../../../lib/format';
import type { TranslationKey } from '../../../../lib/i18n';
import { useT } from '../../../../lib/language';
import { CustomerStatusBadge } from './customer-status-badge';

const cell = 'px-4 py-3';
const head = 'px-4 py-3 text-start';

/** The sortable columns in the order shown, with their header text. */
const COLUMNS: { sort: BrandCustomerSort; label: TranslationKey }[] = [
  { sort: 'name', label: 'brandCustomers.table.customer' },
  { sort: 'email', label: 'brandCustomers.table.email' },
  { sort: 'orders', label: 'brandCustomers.table.orders' },
  { sort: 'totalSpent', label: 'brandCustomers.table.totalSpent' },
  { sort: 'lastOrder', label: 'brandCustomers.table.lastOrder' },
];

/**
 * spec: dashboards §2 "Brand screens: Customers" — the customers with their orders, what they
 * spent and their last order, sortable by column; View and Message on each row.
 */
export function CustomersTable({
  customers,
  sortBy,
  direction,
  onSort,
  onView,
  onMessage,
}: {
  customers: readonly BrandCustomer[];
  sortBy: BrandCustomerSort;
  direction: SortDirection;
  onSort: (column: BrandCustomerSort) => void;
  onView: (customer: BrandCustomer) => void;
  onMessage: (customer: BrandCustomer) => void;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">{t('brandCustomers.table.caption')}</caption>
        <thead className="bg-slate-50">
          <tr>
            {COLUMNS.map((column) => (
              <SortableHeader
                key={column.sort}
                label={t(column.label)}
                active={sortBy === column.sort}
                direction={direction}
                onSort={() => onSort(column.sort)}
                className={head}
              />
            ))}
            <th scope="col" className={`${head} ${plainHeaderText}`}>
              {t('brandCustomers.table.status')}
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">{t('brandCustomers.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {customers.map((customer) => (
            <tr key={customer.id} data-testid="customer-row">
              <th scope="row" className={`${cell} text-start font-semibold text-slate-900`}>
                <span className="flex items-center gap-3">
                  <Avatar src={mediaUrl(customer.profilePicture)} name={customer.name} size={32} />
                  <bdi>{customer.name}</bdi>
                </span>
              </th>
              <td className={`${cell} text-slate-700`}>
                <bdi dir="ltr">{customer.email}</bdi>
              </td>
              <td className={`${cell} text-slate-700 tabular-nums`}>
                {format.count(customer.orders)}
              </td>
              <td className={`${cell} font-semibold text-slate-900`}>
                <ShortPrice amount={customer.totalSpent} />
              </td>
              <td className={`${cell} whitespace-nowrap text-slate-700`}>
                {format.date(customer.lastOrderDate)}
                <span className="block font-mono text-xs text-slate-600">
                  <bdi dir="ltr">{customer.lastOrderNumber}</bdi>
                </span>
              </td>
              <td className={cell}>
                <CustomerStatusBadge status={customer.status} />
              </td>
              <td className={`${cell} text-end`}>
                <span className="inline-flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onView(customer)}
                    aria-label={t('brandCustomers.table.viewOf', { name: customer.name })}
                  >
                    <EyeIcon size={16} />
                    {t('brandCustomers.table.view')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onMessage(customer)}
                    aria-label={t('brandCustomers.table.messageTo', { name: customer.name })}
                  >
                    <ChatIcon size={16} />
                    {t('brandCustomers.table.message')}
                  </Button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
