import { useT } from '../lib/language';
import { Price } from './price';

/** Amounts in dinar, as the server counted them. */
export type Totals = { subtotal: number; shipping: number; total: number };

/**
 * spec: storefront §2, §9 — subtotal, shipping (as the server counted it under the shipping rule,
 * decision 025; "Free" when 0) and total (the header's cart panel, the cart and payment pages).
 */
export function OrderTotals({ totals, size = 'md' }: { totals: Totals; size?: 'sm' | 'md' }) {
  const t = useT();
  const row = `flex items-baseline justify-between gap-4 ${size === 'sm' ? 'text-sm' : ''}`;
  return (
    <dl className="grid gap-2">
      <div className={row}>
        <dt className="text-slate-600">{t('basket.subtotal')}</dt>
        <dd>
          <Price amount={totals.subtotal} className="font-semibold text-slate-900" />
        </dd>
      </div>
      <div className={row}>
        <dt className="text-slate-600">{t('basket.shipping')}</dt>
        <dd data-testid="cart-shipping">
          {totals.shipping === 0 ? (
            <span className="font-semibold text-emerald-800">{t('basket.free')}</span>
          ) : (
            <Price amount={totals.shipping} className="font-semibold text-slate-900" />
          )}
        </dd>
      </div>
      <div className={`${row} border-t border-slate-200 pt-2`}>
        <dt className="font-bold text-slate-900">{t('basket.total')}</dt>
        <dd data-testid="cart-total">
          <Price
            amount={totals.total}
            className={`font-extrabold text-slate-900 ${size === 'sm' ? 'text-base' : 'text-xl'}`}
          />
        </dd>
      </div>
    </dl>
  );
}
