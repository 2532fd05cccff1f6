import { and, asc, avg, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { toPage } from '@souk/shared/api';
import type { MyProductReview, ProductReviewsPage, Review } from '@souk/shared/responses/catalogue';
import type { CreateReview, UpdateReview } from '@souk/shared/schemas/reviews';
import { users } from '../../db/schema/accounts';
import { brands } from '../../db/schema/brands';
import { products, reviews } from '../../db/schema/catalogue';
import { brandOrders, orderItems, orders } from '../../db/schema/commerce';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../plugins/auth';
import { assertPublicProduct } from '../products/service';

/**
 * Reviews (storefront §3 "Review", §5 "Reviews", §7 "Reviews"; issue 11): anyone reads a shown
 * product's reviews; a customer who received the product writes one review of it, edits and
 * deletes it; an admin may delete any. Every write recomputes the product's (and its brand's)
 * average rating and review count from the reviews table in the same transaction.
 */

type Db = Database | Tx;

const REVIEW_SORTS = {
  createdAt: reviews.createdAt,
  rating: reviews.rating,
  updatedAt: reviews.updatedAt,
} as const;
export type ReviewSort = keyof typeof REVIEW_SORTS;
export const REVIEW_SORT_KEYS = Object.keys(REVIEW_SORTS) as [ReviewSort, ...ReviewSort[]];

/**
 * The brand parts whose goods have reached the customer (decision 010): an item of such a part
 * that the brand did not reject is a purchase that may be reviewed.
 */
const RECEIVED = ['DELIVERED', 'COMPLETED'] as const;

/**
 * The name shown on a review: first name and the initial of the last name; empty when the author
 * gave no name (the page then says "A customer"). Never any part of the email address.
 */
export const username = (first: string | null, last: string | null) =>
  [first?.trim(), last?.trim() ? `${last.trim()[0]}.` : null].filter(Boolean).join(' ');

/** A review as shown, with its author's name, its product's name and the brand that may reply. */
function reviewsShown(db: Db) {
  return db
    .select({
      review: reviews,
      firstname: users.firstname,
      lastname: users.lastname,
      productName: products.name,
      brandName: brands.name,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .$dynamic();
}

type ShownRow = Awaited<ReturnType<ReturnType<typeof reviewsShown>['execute']>>[number];

const toReview = (row: ShownRow): Review => ({
  id: row.review.id,
  userId: row.review.userId,
  username: username(row.firstname, row.lastname),
  productId: row.review.productId,
  productName: row.productName,
  rating: row.review.rating,
  comment: row.review.comment,
  createdAt: row.review.createdAt.toISOString(),
  updatedAt: row.review.updatedAt.toISOString(),
  reply: row.review.reply,
  repliedAt: row.review.repliedAt?.toISOString() ?? null,
  brandName: row.brandName,
});

async function reviewShown(db: Db, id: number): Promise<Review> {
  const [row] = await reviewsShown(db).where(eq(reviews.id, id));
  if (!row) throw new AppError('not_found');
  return toReview(row);
}

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
    reviewsShown(db)
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
  return {
    ...toPage(rows.map(toReview), totalReviews, query.page, query.size),
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

export const roundRating = (value: string | null | undefined) =>
  value ? Math.round(Number(value) * 100) / 100 : 0;

/** The brand of a shown product; a missing or hidden product is a 404, as its page is. */
async function publicProductBrand(db: Db, productId: number): Promise<number> {
  const [row] = await db
    .select({ brandId: products.brandId })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.id, productId), eq(products.active, true), eq(brands.enabled, true)));
  if (!row) throw new AppError('not_found');
  return row.brandId;
}

/**
 * spec: storefront §5 — only purchased products can be reviewed: the customer has an item of the
 * product, not rejected, in a brand part that was delivered (or completed).
 */
export async function hasReceived(db: Db, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(brandOrders, eq(brandOrders.id, orderItems.brandOrderId))
    .where(
      and(
        eq(orders.customerId, userId),
        eq(orderItems.productId, productId),
        ne(orderItems.status, 'REJECTED'),
        inArray(brandOrders.status, [...RECEIVED]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** GET /reviews/product/{id}/mine: the caller's review of a shown product and their right to one. */
export async function myProductReview(
  db: Database,
  userId: number,
  productId: number,
): Promise<MyProductReview> {
  await publicProductBrand(db, productId);
  const [[row], canReview] = await Promise.all([
    reviewsShown(db).where(and(eq(reviews.userId, userId), eq(reviews.productId, productId))),
    hasReceived(db, userId, productId),
  ]);
  return { canReview, review: row ? toReview(row) : null };
}

/**
 * Review writes of one brand run one at a time (its row is locked first), so each recount sees
 * the others' committed rows: two customers reviewing at once never leave a count one short.
 * Brand before product, the order every writer of both takes.
 */
async function lockBrand(tx: Tx, brandId: number): Promise<void> {
  await tx.execute(sql`select id from brands where id = ${brandId} for update`);
}

/** The product's and its brand's average rating and review count, recounted from the reviews. */
async function recountRatings(tx: Tx, productId: number, brandId: number): Promise<void> {
  await tx.execute(sql`
    update products set
      average_rating = coalesce(s.average, 0),
      review_count = s.total
    from (
      select round(avg(rating)::numeric, 2) as average, count(*)::int as total
      from reviews where product_id = ${productId}
    ) s
    where products.id = ${productId}`);
  await tx.execute(sql`
    update brands set
      average_rating = coalesce(s.average, 0),
      review_count = s.total
    from (
      select round(avg(r.rating)::numeric, 2) as average, count(*)::int as total
      from reviews r join products p on p.id = r.product_id
      where p.brand_id = ${brandId}
    ) s
    where brands.id = ${brandId}`);
}

/**
 * POST /reviews. 404 for a product that is not shown, 403 `not_purchased` without a received
 * purchase, 409 `already_reviewed` for a second review of the same product.
 */
export async function createReview(
  db: Database,
  userId: number,
  input: CreateReview,
): Promise<Review> {
  const id = await db.transaction(async (tx) => {
    const brandId = await publicProductBrand(tx, input.productId);
    if (!(await hasReceived(tx, userId, input.productId))) throw new AppError('not_purchased');
    await lockBrand(tx, brandId);
    // The unique (user, product) index decides; a double click loses here, not in a 500.
    const [created] = await tx
      .insert(reviews)
      .values({
        userId,
        productId: input.productId,
        rating: input.rating,
        comment: input.comment,
      })
      .onConflictDoNothing({ target: [reviews.userId, reviews.productId] })
      .returning({ id: reviews.id });
    if (!created) throw new AppError('already_reviewed');
    await recountRatings(tx, input.productId, brandId);
    return created.id;
  });
  return reviewShown(db, id);
}

/**
 * The caller's own review. Someone else's review is a 404, exactly as a missing one: an author
 * check that answered 403 would tell a stranger which ids exist.
 */
async function ownReview(tx: Tx, userId: number, reviewId: number) {
  const [row] = await tx
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)));
  if (!row) throw new AppError('not_found');
  return row;
}

/** PUT /reviews/{id}: the author changes the rating and the comment of a shown product's review. */
export async function updateReview(
  db: Database,
  userId: number,
  reviewId: number,
  input: UpdateReview,
): Promise<Review> {
  await db.transaction(async (tx) => {
    const review = await ownReview(tx, userId, reviewId);
    if (input.productId !== undefined && input.productId !== review.productId)
      throw new AppError('validation_failed', undefined, { productId: 'invalid_value' });
    const brandId = await publicProductBrand(tx, review.productId);
    await lockBrand(tx, brandId);
    await tx
      .update(reviews)
      .set({ rating: input.rating, comment: input.comment, updatedAt: sql`now()` })
      .where(eq(reviews.id, reviewId));
    await recountRatings(tx, review.productId, brandId);
  });
  return reviewShown(db, reviewId);
}

/**
 * DELETE /reviews/{id}: the author, or an admin (moderation). Allowed even when the product has
 * since been hidden: a person may always take their words back.
 */
export async function deleteReview(db: Database, caller: Caller, reviewId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [review] = await tx
      .select({ productId: reviews.productId, brandId: products.brandId })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(
        and(
          eq(reviews.id, reviewId),
          caller.role === 'ADMIN' ? undefined : eq(reviews.userId, caller.userId),
        ),
      );
    if (!review) throw new AppError('not_found');
    await lockBrand(tx, review.brandId);
    const [deleted] = await tx
      .delete(reviews)
      .where(eq(reviews.id, reviewId))
      .returning({ id: reviews.id });
    // Deleted meanwhile by another request (a second click, the admin): already gone.
    if (!deleted) throw new AppError('not_found');
    await recountRatings(tx, review.productId, review.brandId);
  });
}
