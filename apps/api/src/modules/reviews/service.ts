import { and, asc, avg, count, desc, eq } from 'drizzle-orm';
import { toPage } from '@souk/shared/api';
import type { ProductReviewsPage } from '@souk/shared/responses/catalogue';
import { users } from '../../db/schema/accounts';
import { products, reviews } from '../../db/schema/catalogue';
import type { Database } from '../../db/client';
import { assertPublicProduct } from '../products/service';

const REVIEW_SORTS = {
  createdAt: reviews.createdAt,
  rating: reviews.rating,
  updatedAt: reviews.updatedAt,
} as const;
export type ReviewSort = keyof typeof REVIEW_SORTS;
export const REVIEW_SORT_KEYS = Object.keys(REVIEW_SORTS) as [ReviewSort, ...ReviewSort[]];

/** The name shown on a review: first name and the initial of the last name. */
const username = (first: string | null, last: string | null, email: string) =>
  [first?.trim(), last?.trim() ? `${last.trim()[0]}.` : null].filter(Boolean).join(' ') ||
  email.split('@')[0]!;

export async function productReviewsPage(
  db: Database,
  productId: number,
  query: { page: number; size: number; sortBy: ReviewSort; direction: 'asc' | 'desc' },
): Promise<ProductReviewsPage> {
  // The reviews of a missing or hidden product are a 404, as the product is.
  await assertPublicProduct(db, productId);
  const where = eq(reviews.productId, productId);
  const order =
    query.direction === 'asc' ? asc(REVIEW_SORTS[query.sortBy]) : desc(REVIEW_SORTS[query.sortBy]);
  const [rows, [summary]] = await Promise.all([
    db
      .select({
        review: reviews,
        firstname: users.firstname,
        lastname: users.lastname,
        email: users.email,
        productName: products.name,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(order, desc(reviews.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ total: count(), average: avg(reviews.rating) })
      .from(reviews)
      .where(where),
  ]);
  const totalReviews = summary?.total ?? 0;
  const content = rows.map((row) => ({
    id: row.review.id,
    userId: row.review.userId,
    username: username(row.firstname, row.lastname, row.email),
    productId: row.review.productId,
    productName: row.productName,
    rating: row.review.rating,
    comment: row.review.comment,
    createdAt: row.review.createdAt.toISOString(),
    updatedAt: row.review.updatedAt.toISOString(),
  }));
  return {
    ...toPage(content, totalReviews, query.page, query.size),
    averageRating: roundRating(summary?.average),
    totalReviews,
  };
}

export async function averageRating(db: Database, productId: number): Promise<number> {
  await assertPublicProduct(db, productId);
  const [row] = await db
    .select({ average: avg(reviews.rating) })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  return roundRating(row?.average);
}

export async function ratingCount(
  db: Database,
  productId: number,
  rating?: number,
): Promise<number> {
  await assertPublicProduct(db, productId);
  const [row] = await db
    .select({ n: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), rating ? eq(reviews.rating, rating) : undefined));
  return row?.n ?? 0;
}

const roundRating = (value: string | null | undefined) =>
  value ? Math.round(Number(value) * 100) / 100 : 0;
