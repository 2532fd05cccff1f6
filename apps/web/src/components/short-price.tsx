import { compactPrice, formatPrice } from '@souk/shared/money';
import { Price } from './price';

/**
 * spec: storefront §2 — a total above 1000 shows with a k; the full amount stays readable to
 * assistive technology and on hover.
 */
export function ShortPrice({ amount, className = '' }: { amount: number; className?: string }) {
  const compact = compactPrice(amount);
  if (!compact) return <Price amount={amount} className={className} />;
  const full = formatPrice(amount);
  return (
    <bdi dir="ltr" title={full} className={`whitespace-nowrap tabular-nums ${className}`}>
      <span aria-hidden="true">{compact}</span>
      <span className="sr-only">{full}</span>
    </bdi>
  );
}
