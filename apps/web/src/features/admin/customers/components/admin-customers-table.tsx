import type { AdminCustomer } from '@souk/shared/responses/admin-users';
import type { AdminCustomerSort } from '@souk/shared/schemas/admin-users';
import { Avatar } from '../../../../components/avatar';
import { Button } from '../../../../components/button';
import {
  plainHeaderText,
  SortableHeader,
  type SortDirection,
} from '../../../../components/sortable-header';
import { mediaUrl } from '../../../../lib/api-client';
import { useFormat } from '../../../../lib/format';
import type { TranslationKey } from '../../../../lib/i18n';
import { useT } from '../../../../lib/language';
import { customerName } from '../customer-name';

const cell = 'px-4 py-3';
const head = 'px-4 py-3 text-start';

/** The sortable columns, each with the API's sort and its header text. */
const SORTABLE: Record<'id' | 'customer' | 'email' | 'registered', AdminCustomerSort> = {
  id: 'id',
  customer: 'firstname',
  email: 'email',
  registered: 'registrationDate',
};

/** Active or inactive in words (and colour): never colour alone. */
function StatusBadge({ enabled }: { enabled: boolean }) {
  const t = useT();
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${
        enabled ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'
      }`}
    >
      {t(enabled ? 'adminCustomers.status.active' : 'adminCustomers.status.inactive')}
    </span>
  );
}

/**
 * spec: dashboards §2 "Customers" — id, customer (avatar with a fallback), email, phone,
 * registered, address and actions: Edit (the status) and Delete. The admin's own account, were it
 * ever listed, offers neither.
 */
export function AdminCustomersTable({
  customers,
  ownId,
  sortBy,
  direction,
  onSort,
  onEdit,
  onDelete,
}: {
  customers: readonly AdminCustomer[];
  ownId: number | undefined;
  sortBy: AdminCustomerSort;
  direction: SortDirection;
  onSort: (column: AdminCustomerSort) => void;
  onEdit: (customer: AdminCustomer) => void;
  onDelete: (customer: AdminCustomer) => void;
}) {
  const t = useT();
  const format = useFormat();
  const sortable = (column: keyof typeof SORTABLE) => (
    <SortableHeader
      label={t(`adminCustomers.table.${column}` as TranslationKey)}
      active={sortBy === SORTABLE[column]}
      direction={direction}
      onSort={() => onSort(SORTABLE[column])}
      className={head}
    />
  );
  const plain = (label: TranslationKey) => (
    <th scope="col" className={`${head} ${plainHeaderText}`}>
      {t(label)}
    </th>
  );
  const none = <span className="text-slate-500">{t('adminCustomers.table.none')}</span>;

  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[64rem] text-sm">
        <caption className="sr-only">{t('adminCustomers.table.caption')}</caption>
        <thead className="bg-slate-50">
          <tr>
            {sortable('id')}
            {sortable('customer')}
            {sortable('email')}
            {plain('adminCustomers.table.phone')}
            {sortable('registered')}
            {plain('adminCustomers.table.address')}
            <th scope="col" className={head}>
              <span className="sr-only">{t('adminCustomers.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {customers.map((customer) => {
            const name = customerName(customer);
            const own = customer.id === ownId;
            return (
              <tr key={customer.id} data-testid="customer-row">
                <td className={`${cell} text-slate-600 tabular-nums`}>
                  {format.number(customer.id, { useGrouping: false })}
                </td>
                <th scope="row" className={`${cell} text-start font-semibold text-slate-900`}>
                  <span className="flex items-center gap-3">
                    <Avatar src={mediaUrl(customer.profilePicture)} name={name} size={36} />
                    <span className="grid gap-0.5">
                      <bdi>{name}</bdi>
                      <StatusBadge enabled={customer.enabled} />
                    </span>
                  </span>
                </th>
                <td className={`${cell} text-slate-700`}>
                  <bdi dir="ltr">{customer.email}</bdi>
                </td>
                <td className={`${cell} whitespace-nowrap text-slate-700`}>
                  {customer.phoneNumber ? <bdi dir="ltr">{customer.phoneNumber}</bdi> : none}
                </td>
                <td className={`${cell} whitespace-nowrap text-slate-700`}>
                  {format.date(customer.registrationDate)}
                </td>
                <td className={`${cell} max-w-64 text-slate-700`}>
                  {customer.address ? (
                    <bdi>{[customer.address, customer.city].filter(Boolean).join(', ')}</bdi>
                  ) : (
                    none
                  )}
                </td>
                <td className={`${cell} text-end`}>
                  {own ? (
                    <span className="text-sm text-slate-600">{t('adminCustomers.table.you')}</span>
                  ) : (
                    <span className="inline-flex gap-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => onEdit(customer)}
                        aria-label={t('adminCustomers.table.editOf', { name })}
                      >
                        {t('adminCustomers.table.edit')}
                      </Button>
                      <Button
                        variant="danger"
                        size="sm"
                        onClick={() => onDelete(customer)}
                        aria-label={t('adminCustomers.table.deleteOf', { name })}
                      >
                        {t('adminCustomers.table.delete')}
                      </Button>
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
