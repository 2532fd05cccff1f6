import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { useT } from '../../../lib/language';
import { useLineOptions } from '../../../lib/line-options';
import type { ShortItem } from '../checkout-form';
import { CART_PATH } from './order-summary';

/**
 * A 409 out_of_stock answer: the items the server could not reserve, what is left of each, and
 * the way to the cart to fix them. The form keeps what the customer typed.
 */
export function StockProblem({ items, message }: { items: ShortItem[]; message: string }) {
  const t = useT();
  const lineOptions = useLineOptions();
  return (
    <Alert tone="error" title={t('checkout.stock.title')}>
      {items.length === 0 ? (
        <p>{message}</p>
      ) : (
        <ul className="mt-1 grid gap-1.5" data-testid="short-items">
          {items.map((item) => (
            <li key={`${item.index}-${item.productId}`}>
              <span className="font-semibold">{item.productName}</span>
              {' — '}
              {lineOptions({ color: item.color, size: item.size, quantity: item.requested })}
              {' — '}
              <span className="font-semibold">
                {t('checkout.stock.available', { available: item.available })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2">{t('checkout.stock.body')}</p>
      <Link to={CART_PATH} className="mt-2 inline-block font-semibold text-red-900 underline">
        {t('checkout.stock.toCart')}
      </Link>
    </Alert>
  );
}
