import type { CartItem } from '@souk/shared/responses/basket';
import { AlertCircleIcon } from '../../../components/icons';
import { useT } from '../../../lib/language';

/** spec: issue 9 — why a flagged line cannot be bought as it is, and what to do. */
export function CartItemIssue({ item }: { item: Pick<CartItem, 'issue' | 'available'> }) {
  const t = useT();
  if (!item.issue) return null;
  return (
    <p className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-800">
      <AlertCircleIcon size={16} className="mt-0.5 shrink-0" />
      {t(`basket.issue.${item.issue}`, { count: item.available })}
    </p>
  );
}
