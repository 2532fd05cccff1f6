import { useFormat } from '../lib/format';

/**
 * spec: storefront §1 — prices show two decimals and the suffix dt, in the reader's locale
 * ("12.50 dt", "12,50 dt"). The amount keeps its left-to-right order inside Arabic text.
 */
export function Price({ amount, className = '' }: { amount: number | string; className?: string }) {
  const format = useFormat();
  return (
    <bdi dir="ltr" className={`whitespace-nowrap tabular-nums ${className}`}>
      {format.price(amount)}
    </bdi>
  );
}
