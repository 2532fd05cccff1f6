import { useState } from 'react';
import { hasReceipt } from '@souk/shared/receipts';
import type { Order } from '@souk/shared/responses/orders';
import { Button } from '../../../../components/button';
import { OrderStatusBadge } from '../../../../components/order-status-badge';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';
import { downloadNumberedInvoice, downloadReceipt, useOrderDocuments } from '../../api/documents';

/**
 * An order's receipt and invoices in the order history (decision 028): the receipt as soon as
 * something was paid (card: at payment; cash: once a part was delivered), and the numbered
 * invoice of each delivered brand part.
 */

type OrderFacts = Pick<
  Order,
  'id' | 'orderNumber' | 'paymentMethod' | 'paymentStatus' | 'brandOrders'
>;

/** Runs a download, saying so while it runs and when it fails. */
function useDownload() {
  const [running, setRunning] = useState<string | null>(null);
  const run = async (key: string, download: () => Promise<void>, failed: string) => {
    setRunning(key);
    try {
      await download();
    } catch {
      toast.error(failed);
    } finally {
      setRunning(null);
    }
  };
  return { running, run };
}

/** The history row's receipt button, on a paid order only. */
export function RowReceiptButton({ order }: { order: OrderFacts }) {
  const t = useT();
  const { running, run } = useDownload();
  if (!hasReceipt(order)) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={running !== null}
      onClick={() =>
        void run('receipt', () => downloadReceipt(order), t('documents.receiptFailed'))
      }
      aria-label={t('documents.receiptOf', { number: order.orderNumber })}
      data-testid="row-receipt"
    >
      {running ? t('documents.working') : t('documents.receiptShort')}
    </Button>
  );
}

/**
 * The history row's status: a card order that is paid and waits for the brands reads "Paid", not
 * "Pending" (which a customer takes for the payment); everything else shows the order's status.
 */
export function RowStatus({ order }: { order: OrderFacts & Pick<Order, 'status'> }) {
  const t = useT();
  if (order.status === 'PENDING' && hasReceipt(order))
    return (
      <span
        data-testid="order-status"
        className="inline-flex items-center rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-900"
      >
        {t('documents.paid')}
      </span>
    );
  return <OrderStatusBadge status={order.status} />;
}

/** The details' section: download the receipt, and each delivered part's invoice by number. */
export function OrderDocuments({ order }: { order: OrderFacts }) {
  const t = useT();
  const format = useFormat();
  const paid = hasReceipt(order);
  const delivered = order.brandOrders.some((part) => part.deliveredDate !== null);
  const query = useOrderDocuments(order.id, paid || delivered);
  const { running, run } = useDownload();
  const invoices = query.data?.invoices ?? [];
  const paidAt = query.data?.receipt.paidAt;
  // parts still on their way: their invoices come with them
  const coming = order.brandOrders.some(
    (part) => part.deliveredDate === null && part.status !== 'CANCELLED',
  );
  if (!paid && !delivered && !coming) return null;

  return (
    <section
      aria-labelledby={`order-documents-${order.id}`}
      className="grid gap-2 rounded-xl border border-slate-200 p-4 text-sm"
      data-testid="order-documents"
    >
      <h3 id={`order-documents-${order.id}`} className="font-semibold text-slate-900">
        {t('documents.title')}
      </h3>
      {paid ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button
            variant="secondary"
            size="sm"
            disabled={running !== null}
            onClick={() =>
              void run('receipt', () => downloadReceipt(order), t('documents.receiptFailed'))
            }
          >
            {running === 'receipt' ? t('documents.working') : t('documents.receipt')}
          </Button>
          {paidAt && (
            <span className="text-slate-600">
              {t('documents.paidOn', { date: format.date(paidAt) })}
            </span>
          )}
        </div>
      ) : (
        <p className="text-slate-600">{t('documents.notPaidYet')}</p>
      )}
      {query.isError && (
        <p role="alert" className="text-red-800">
          {t('documents.loadFailed')}
        </p>
      )}
      {query.isLoading && (
        <p role="status" className="text-slate-600">
          {t('documents.loading')}
        </p>
      )}
      {invoices.length > 0 && (
        <ul className="grid gap-2">
          {invoices.map((invoice) => (
            <li
              key={invoice.number}
              className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1"
              data-testid="order-invoice"
            >
              <Button
                variant="secondary"
                size="sm"
                disabled={running !== null}
                onClick={() =>
                  void run(
                    invoice.number,
                    () => downloadNumberedInvoice(order.id, invoice.number),
                    t('documents.invoiceFailed'),
                  )
                }
              >
                {running === invoice.number ? (
                  t('documents.working')
                ) : (
                  <span>
                    {t('documents.invoice')} <bdi dir="ltr">{invoice.number}</bdi>
                  </span>
                )}
              </Button>
              <span dir="auto" className="min-w-0 break-words text-slate-600">
                {invoice.brandName}
              </span>
            </li>
          ))}
        </ul>
      )}
      {coming && <p className="text-slate-600">{t('documents.invoicesLater')}</p>}
    </section>
  );
}
