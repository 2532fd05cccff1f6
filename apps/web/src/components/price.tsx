import { formatPrice } from '@souk/shared/money';

/**
 * spec: storefront §1 — prices show two decimals and the suffix dt ("12.50 dt"). The amount keeps
 * its left-to-right order inside Arabic text.
 */
export function Price({ amount, className = '' }: { amount: number | string; className?: string }) {
  return (
    <bdi dir="ltr" className={`whitespace-nowrap tabular-nums ${className}`}>
      {formatPrice(amount)}
    </bdi>
  );
}
