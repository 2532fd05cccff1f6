import { LIMITS } from '@souk/shared/constants';
import { useT } from '../../../../lib/language';

/** spec: dashboards §4 — 0 or less, or missing, is out of stock; 10 or less is low; else in stock. */
export function stockState(quantity: number | null | undefined): 'out' | 'low' | 'in' {
  if (quantity === null || quantity === undefined || quantity <= 0) return 'out';
  return quantity <= LIMITS.lowStockThreshold ? 'low' : 'in';
}

const tones = {
  out: 'bg-red-50 text-red-800 ring-red-200',
  low: 'bg-amber-50 text-amber-900 ring-amber-200',
  in: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

export function StockBadge({ quantity }: { quantity: number | null | undefined }) {
  const t = useT();
  const state = stockState(quantity);
  return (
    <span
      data-testid="stock-badge"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tones[state]}`}
    >
      {t(`brandProducts.stock.${state}`)}
      {state !== 'out' && <span className="ms-1 tabular-nums">({quantity})</span>}
    </span>
  );
}
