import { Link } from 'react-router';
import type { RecentPurchase } from '@souk/shared/responses/profile';
import { buttonClass } from '../../../components/button';
import { Bdi } from '../../../components/bidi';
import { EmptyState } from '../../../components/empty-state';
import { ReceiptIcon } from '../../../components/icons';
import { Price } from '../../../components/price';
import { productPath } from '../../../components/product-card';
import { ProductImage } from '../../../components/product-image';
import { Skeleton } from '../../../components/skeleton';
import { CUSTOMER_AREA } from '../../../lib/access';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';
import { SectionHeader } from './section-header';

const ORDER_HISTORY = `${CUSTOMER_AREA}/order-history`;

const STATUS_TONE: Record<RecentPurchase['status'], string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  PROCESSING: 'bg-sky-100 text-sky-900',
  SHIPPED: 'bg-indigo-100 text-indigo-900',
  DELIVERED: 'bg-emerald-100 text-emerald-900',
  COMPLETED: 'bg-emerald-100 text-emerald-900',
  CANCELLED: 'bg-slate-200 text-slate-800',
  REFUNDED: 'bg-slate-200 text-slate-800',
};

function Purchase({ item }: { item: RecentPurchase }) {
  const t = useT();
  const format = useFormat();
  const name =
    item.productId === null ? (
      <Bdi>{item.productName}</Bdi>
    ) : (
      <Link
        to={productPath(item.productId)}
        dir="auto"
        className="hover:text-brand-800 hover:underline"
      >
        {item.productName}
      </Link>
    );
  return (
    <li
      data-testid="recent-purchase"
      className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      <ProductImage
        src={item.image}
        alt=""
        sizes="80px"
        className="aspect-square w-20 shrink-0 rounded-xl object-cover"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="line-clamp-2 font-semibold text-slate-900">{name}</h3>
        <p className="text-sm text-slate-600">
          <Price amount={item.unitPrice} className="font-semibold text-slate-900" />
          {' · '}
          {t('profile.recent.quantity', { count: item.quantity })}
        </p>
        <p className="text-xs text-slate-600">
          <bdi>{t('profile.recent.order', { number: item.orderNumber })}</bdi>
          {' · '}
          <time dateTime={item.orderDate}>{format.date(item.orderDate)}</time>
        </p>
        <p>
          <span className="sr-only">{t('profile.recent.status')} </span>
          <span
            className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[item.status]}`}
          >
            {t(`profile.orderStatus.${item.status}`)}
          </span>
        </p>
      </div>
    </li>
  );
}

/**
 * spec: storefront §2 "Customer profile" — recent purchases: up to 4, a link to the order
 * history, and an empty state with a start-shopping button to /catalogue.
 */
export function RecentPurchases({ items }: { items: RecentPurchase[] | undefined }) {
  const t = useT();
  return (
    <section aria-labelledby="recent-purchases-title" className="space-y-4">
      <SectionHeader
        id="recent-purchases-title"
        title={t('profile.recent.title')}
        to={ORDER_HISTORY}
        more={t('profile.recent.viewAll')}
      />
      {!items ? (
        <div aria-busy="true" className="grid gap-3 sm:grid-cols-2">
          {Array.from({ length: 2 }, (_, index) => (
            <Skeleton key={index} className="h-26 w-full rounded-2xl" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<ReceiptIcon size={28} />}
          title={t('profile.recent.empty')}
          body={t('profile.recent.emptyBody')}
          action={
            <Link to="/catalogue" className={buttonClass('primary')}>
              {t('profile.recent.startShopping')}
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {items.map((item) => (
            <Purchase key={item.orderItemId} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
