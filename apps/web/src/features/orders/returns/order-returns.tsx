import { useState } from 'react';
import type { Order } from '@souk/shared/responses/orders';
import { Button } from '../../../components/button';
import { ReturnCard } from '../../../components/return-card';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useAskReturn, useOrderReturns } from './api';
import { ReturnForm } from './return-form';

/** Parts whose goods the customer has: the only ones a return may concern. */
const DELIVERED = ['DELIVERED', 'COMPLETED', 'REFUNDED'];

/**
 * The returns of an order on the customer's order details (decision 026): "Return items" on each
 * delivered part whose 30 days are not over, its form, and every return asked with its status and
 * the refund recorded once the brand received the goods. Nothing shows for an order with no part
 * delivered.
 */
export function OrderReturns({ order }: { order: Order }) {
  const t = useT();
  const format = useFormat();
  const hasDelivered = order.brandOrders.some((part) => DELIVERED.includes(part.status));
  const query = useOrderReturns(order.id, hasDelivered);
  const ask = useAskReturn(order.id);
  const [openPart, setOpenPart] = useState<number | null>(null);

  if (!hasDelivered || !query.data) return null;
  const { returns, returnable } = query.data;
  const offered = returnable.filter((part) => part.items.some((item) => item.returnable > 0));
  if (returns.length === 0 && offered.length === 0) return null;

  return (
    <section
      aria-labelledby={`returns-${order.id}`}
      className="grid gap-3"
      data-testid="order-returns"
    >
      <h3 id={`returns-${order.id}`} className="font-semibold text-slate-900">
        {t('returns.title')}
      </h3>
      {offered.map((part) =>
        openPart === part.brandOrderId ? (
          <ReturnForm
            key={part.brandOrderId}
            part={part}
            pending={ask.isPending}
            onCancel={() => setOpenPart(null)}
            onSubmit={async (input) => {
              await ask.mutateAsync(input);
              setOpenPart(null);
              toast.success(t('returns.sent'));
            }}
          />
        ) : (
          <div
            key={part.brandOrderId}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 p-3 text-sm"
          >
            <p className="min-w-0 text-slate-700">
              {t('returns.window', {
                brand: part.brandName,
                date: format.date(part.returnUntil),
              })}
            </p>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setOpenPart(part.brandOrderId)}
              data-testid="return-action"
            >
              {t('returns.action')}
            </Button>
          </div>
        ),
      )}
      {returns.map((request) => (
        <ReturnCard
          key={request.id}
          request={request}
          heading={t('returns.from', { brand: request.brandName })}
          showNext
        />
      ))}
    </section>
  );
}
