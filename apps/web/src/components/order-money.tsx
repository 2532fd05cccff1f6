import type { OrderItem, OrderMoney } from '@souk/shared/responses/orders';
import { MONEY_FIGURES } from '@souk/shared/order-money';
import { useT } from '../lib/language';
import { Price } from './price';
import { ShortPrice } from './short-price';

/**
 * The money figures of an order or of a brand's part, shown the same way on every screen
 * (decision 029): the customer's rows and details, the admin's list and details, the brand's
 * orders. The figures come from the API (`money` of an order or part); nothing is added up here.
 */

/** Figures shown only when they are not 0. */
const WHEN_ANY: readonly (keyof OrderMoney)[] = ['refunded', 'owedBack'];

/**
 * The figures as a list: items ordered, shipping (none on a brand's part), the amount due, paid,
 * still to be paid, and what was refunded or is to be refunded when there is any.
 */
export function OrderMoneyList({
  money,
  part = false,
  testId = 'order-money',
}: {
  money: OrderMoney;
  /** a brand's part: no shipping (the marketplace's) */
  part?: boolean;
  testId?: string;
}) {
  const t = useT();
  const shown = MONEY_FIGURES.filter(
    (figure) =>
      !(part && (figure === 'shipping' || figure === 'owedBack')) &&
      !(WHEN_ANY.includes(figure) && money[figure] === 0),
  );
  return (
    <dl data-testid={testId} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {shown.map((figure) => {
        const strong = figure === 'amountDue';
        return (
          <div
            key={figure}
            data-figure={figure}
            className={`contents ${strong ? 'font-bold text-slate-900' : ''}`}
          >
            <dt className={strong ? 'border-t border-slate-200 pt-1' : 'text-slate-600'}>
              {t(`money.figures.${figure}`)}
            </dt>
            <dd className={`text-end ${strong ? 'border-t border-slate-200 pt-1' : ''}`}>
              {figure === 'shipping' && money.shipping === 0 && money.amountDue > 0 ? (
                <span className="font-semibold text-emerald-800">{t('money.free')}</span>
              ) : (
                <Price amount={money[figure]} />
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A row's amount: what the order (or part) costs now, its amount due. */
export function AmountDue({
  money,
  className,
}: {
  money: Pick<OrderMoney, 'amountDue'>;
  className?: string;
}) {
  return <ShortPrice amount={money.amountDue} className={className} />;
}

/**
 * An item's price as it counts: a rejected item is struck through, says it is not charged, and
 * gives the brand's reason.
 */
export function ItemAmount({
  item,
  className = '',
}: {
  item: Pick<OrderItem, 'subtotal' | 'status' | 'rejectionReason'>;
  className?: string;
}) {
  const t = useT();
  if (item.status !== 'REJECTED') return <Price amount={item.subtotal} className={className} />;
  return (
    <span data-testid="item-rejected" className="inline-grid justify-items-end gap-0.5">
      <del className={`text-slate-500 ${className}`}>
        <Price amount={item.subtotal} />
        <span className="sr-only"> ({t('money.notCharged')})</span>
      </del>
      <span className="text-xs font-medium text-red-800">
        {item.rejectionReason
          ? t('money.rejected', { reason: item.rejectionReason })
          : t('money.rejectedNoReason')}
      </span>
    </span>
  );
}
