import { sql } from 'drizzle-orm';
import { reviews } from '../schema/catalogue';
import { type CustomerRef } from './accounts';
import { type ProductRef } from './catalogue';
import { type Purchase } from './orders';
import { REVIEW_COMMENTS } from './people-data';
import { rngFor, type Rng } from './random';
import { DAY_MS, HOUR_MS, between, daysBefore, maxDate, minDate, runChunked } from './support';
import type { Tx } from '../client';

const TARGET_REVIEWS = 900;
const BUYERS_WHO_REVIEW = 0.65;
const DEMO_BRAND_MIN_REVIEWS = 3;
const VERY_RECENT_REVIEWS = 12;

type ReviewRow = typeof reviews.$inferInsert;

/** Buyers review first; the rest are spread over the year, one review per customer and product. */
export async function seedReviews(
  tx: Tx,
  now: Date,
  input: {
    customers: readonly CustomerRef[];
    products: readonly ProductRef[];
    purchases: readonly Purchase[];
  },
): Promise<number> {
  const rng = rngFor('reviews');
  const rows: ReviewRow[] = [];
  const seen = new Set<string>();
  const add = (customer: CustomerRef, product: ProductRef, createdAt: Date, refunded = false) => {
    const key = `${customer.id}:${product.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const rating = refunded
      ? rng.weighted([
          [1, 4],
          [2, 4],
          [3, 2],
        ] as const)
      : rng.weighted([
          [5, 45],
          [4, 30],
          [3, 12],
          [2, 7],
          [1, 6],
        ] as const);
    rows.push({
      userId: customer.id,
      productId: product.id,
      rating,
      comment: comment(rng, rating),
      createdAt,
      updatedAt: createdAt,
    });
    return true;
  };

  const latest = new Date(now.getTime() - HOUR_MS);
  for (const purchase of rng.shuffle(input.purchases)) {
    if (!rng.chance(BUYERS_WHO_REVIEW)) continue;
    const reviewedAt = new Date(purchase.deliveredAt.getTime() + rng.float(0.5, 20) * DAY_MS);
    add(
      purchase.customer,
      purchase.product,
      maxDate(purchase.deliveredAt, minDate(reviewedAt, latest)),
      purchase.refunded,
    );
  }

  const demoProducts = input.products.filter((p) => p.brand.isDemo);
  for (const product of demoProducts) {
    let count = rows.filter((row) => row.productId === product.id).length;
    for (let attempt = 0; count < DEMO_BRAND_MIN_REVIEWS && attempt < 50; attempt++) {
      const customer = rng.pick(input.customers);
      if (add(customer, product, anytime(rng, customer, product, now, latest))) count++;
    }
  }

  const reviewable = input.products.filter((p) => p.active && p.brand.enabled);
  for (
    let recent = 0, attempt = 0;
    rows.length < TARGET_REVIEWS && attempt < TARGET_REVIEWS * 20;
    attempt++
  ) {
    const customer = rng.pick(input.customers);
    const product = rng.pick(reviewable);
    const createdAt =
      recent < VERY_RECENT_REVIEWS
        ? between(maxDate(product.createdAt, daysBefore(now, 2)), latest, rng.next())
        : anytime(rng, customer, product, now, latest);
    if (add(customer, product, createdAt) && recent < VERY_RECENT_REVIEWS) recent++;
  }

  await runChunked(rows, (chunk) => tx.insert(reviews).values(chunk));
  return rows.length;
}

function anytime(
  rng: Rng,
  customer: CustomerRef,
  product: ProductRef,
  now: Date,
  latest: Date,
): Date {
  const from = maxDate(maxDate(product.createdAt, customer.registrationDate), daysBefore(now, 365));
  return between(minDate(from, latest), latest, rng.next());
}

function comment(rng: Rng, rating: number): string {
  if (rating === 5) return rng.pick(REVIEW_COMMENTS.great);
  if (rating === 4) return rng.pick(rng.chance(0.5) ? REVIEW_COMMENTS.great : REVIEW_COMMENTS.good);
  if (rating === 3) return rng.pick(REVIEW_COMMENTS.average);
  return rng.pick(REVIEW_COMMENTS.poor);
}

/** Ratings, review counts and units sold, recomputed from the rows just written. */
export async function refreshCounters(tx: Tx): Promise<void> {
  await tx.execute(sql`
    update products p
    set average_rating = s.avg_rating, review_count = s.review_count
    from (
      select product_id, round(avg(rating)::numeric, 2) as avg_rating, count(*)::int as review_count
      from reviews
      group by product_id
    ) s
    where p.id = s.product_id`);
  await tx.execute(sql`
    update brands b
    set average_rating = s.avg_rating, review_count = s.review_count
    from (
      select p.brand_id, round(avg(r.rating)::numeric, 2) as avg_rating, count(*)::int as review_count
      from reviews r
      join products p on p.id = r.product_id
      group by p.brand_id
    ) s
    where b.id = s.brand_id`);
  await tx.execute(sql`
    update products p
    set sales_count = s.units
    from (
      select oi.product_id, sum(oi.quantity)::int as units
      from order_items oi
      join orders o on o.id = oi.order_id
      where o.status <> 'CANCELLED' and oi.status <> 'REJECTED' and oi.product_id is not null
      group by oi.product_id
    ) s
    where p.id = s.product_id`);
}
