import { Avatar } from '../../../../components/avatar';
import { ErrorState } from '../../../../components/error-state';
import {
  bodyCell,
  headCell,
  PanelEmpty,
  PanelLink,
  ReportPanel,
} from '../../../../components/report-panel';
import { Skeleton } from '../../../../components/skeleton';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/language';
import { customerName } from '../../customers/customer-name';
import { useNewestCustomers } from '../api/get-newest-customers';

/** spec: dashboards §2 "Overview" — the 10 newest customers, linking to the customers screen. */
export function NewestCustomers() {
  const t = useT();
  const format = useFormat();
  const customers = useNewestCustomers();
  const rows = customers.data?.content;
  return (
    <ReportPanel
      id="admin-customers-title"
      title={t('adminReports.overview.customersTitle')}
      action={
        <PanelLink to="/dashboard/admin/customers">
          {t('adminReports.overview.viewCustomers')}
        </PanelLink>
      }
    >
      {customers.isError && !rows ? (
        <ErrorState
          headingLevel={3}
          message={t('adminReports.overview.customersFailed')}
          onRetry={() => void customers.refetch()}
          retryLabel={t('adminReports.states.retry')}
        />
      ) : !rows ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">{t('adminReports.states.loading')}</span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-8 w-full" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <PanelEmpty>{t('adminReports.overview.customersEmpty')}</PanelEmpty>
      ) : (
        // focusable: a keyboard scrolls a table that overflows a phone (axe)
        <div className="relative overflow-x-auto" tabIndex={0}>
          <table className="w-full text-sm" data-testid="admin-newest-customers">
            <thead className="border-b border-slate-200">
              <tr>
                <th scope="col" className={headCell}>
                  {t('adminReports.overview.customer')}
                </th>
                <th scope="col" className={headCell}>
                  {t('adminReports.overview.email')}
                </th>
                <th scope="col" className={headCell}>
                  {t('adminReports.overview.registered')}
                </th>
                <th scope="col" className={headCell}>
                  {t('adminReports.overview.status')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((customer) => (
                <tr key={customer.id}>
                  <th scope="row" className={`${bodyCell} text-start font-medium`}>
                    <span className="flex items-center gap-2">
                      <Avatar
                        src={customer.profilePicture}
                        name={customerName(customer)}
                        size={28}
                      />
                      {customerName(customer)}
                    </span>
                  </th>
                  <td className={bodyCell}>
                    <bdi>{customer.email}</bdi>
                  </td>
                  <td className={bodyCell}>{format.date(customer.registrationDate)}</td>
                  <td className={bodyCell}>
                    {t(
                      customer.enabled
                        ? 'adminReports.overview.active'
                        : 'adminReports.overview.inactive',
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ReportPanel>
  );
}
