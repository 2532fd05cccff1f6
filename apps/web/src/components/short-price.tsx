import { useFormat } from '../lib/format';
import { Price } from './price';

/**
 * spec: storefront §2 — a total above 1000 shows with a k; the full amount stays readable to
 * assistive technology and on hover.
 */
export function ShortPrice({ amount, className = '' }: { amount: number; className?: string }) {
  const format = useFormat();
  const compact = format.compactPrice(amount);
  if (!compact) return <Price amount={amount} className={className} />;
  const full = format.price(amount);
  return (
    <bdi dir="ltr" title={full} className={`whitespace-nowrap tabular-nums ${className}`}>
      <span aria-hidden="true">{compact}</span>
      <span className="sr-only">{full}</span>
    </bdi>
  );
}
