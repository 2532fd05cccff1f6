import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@souk/shared/constants';
import { MESSAGES } from '@souk/shared/messages';
import { brands } from '../../db/schema/brands';
import { products, reviews } from '../../db/schema/catalogue';
import { buildTestApp, createAccount, type TestApp, pageShape } from '../../test/helper';
import {
  apiCall,
  orderPeople,
  seedOrderProducts,
  type Headers,
  type Method,
  type OrderShop,
} from '../../test/order-fixture';

/**
 * The brand's reviews page and its public reply (issue 12; dashboards §2 "Brand screens:
 * Reviews", §3 "Review (brand view)", §5 "Reviews", §7 "Brand reviews", §9): the page's figures
 * over all the brand's reviews whatever the filter, the 7-day trend, sorting and paging; the one
 * reply, written, changed and removed, and shown under the review on the product page; and
 * nothing of another brand's reviews ever readable or answerable.
 */

let t: TestApp;
let shop: OrderShop['shop'];
let atlas: OrderShop['atlas'];
let lamp: OrderShop['lamp'];
let brandA: Headers;
let brandB: Headers;
let admin: Headers;
let customer: Headers;
/** brand A's six reviews, newest first: ratings 5, 4, 2, 5, 1, 3 */
let ids: number[];
/** brand B's one review (of the lamp, written today) */
let lampReview: number;
let emptyBrand: number;

const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  apiCall(t, method, url, headers, payload);

const pageOf = async (brandId: number, headers: Headers, query = '') => {
  const response = await call('GET', `/reviews/brand/${brandId}/paged${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** A review written `daysAgo` days ago (back-dated in SQL, as time would have it). */
async function writeReview(
  userId: number,
  productId: number,
  rating: number,
  daysAgo: number,
  comment = `Rated ${rating}`,
) {
  const [row] = await t.db
    .insert(reviews)
    .values({
      userId,
      productId,
      rating,
      comment,
      createdAt: sql`now() - make_interval(hours => ${Math.round(daysAgo * 24)})`,
      updatedAt: sql`now() - make_interval(hours => ${Math.round(daysAgo * 24)})`,
    })
    .returning({ id: reviews.id });
  return row!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ shop, atlas, lamp } = await seedOrderProducts(t.db));
  const people = await orderPeople(t, { a: shop.brand.id, b: atlas.id });
  brandA = people.brandA.headers;
  brandB = people.brandB!.headers;
  admin = people.admin.headers;
  customer = people.amira.headers;
  const author = (email: string, firstname: string | null, lastname: string | null) =>
    createAccount(t.db, { email, firstname, lastname }).then((row) => row.id);
  const [salma, youssef, ines, omar, hedi, noName] = await Promise.all([
    author('salma@example.tn', 'Salma', 'Trabelsi'),
    author('youssef@example.tn', 'Youssef', 'Ben Ali'),
    author('ines@example.tn', 'Ines', null),
    author('omar@example.tn', 'Omar', 'Gharbi'),
    author('hedi@example.tn', 'Hedi', 'Mansour'),
    author('secret.person@example.tn', null, null),
  ]);
  // Newest first. Last 7 days: 3 reviews; the 7 days before: 2; older: 1 (spec: dashboards §9).
  ids = [
    await writeReview(salma!, shop.mug.id, 5, 1),
    await writeReview(youssef!, shop.shirt.id, 4, 3),
    await writeReview(ines!, shop.scarf.id, 2, 6),
    await writeReview(omar!, shop.mug.id, 5, 8),
    await writeReview(hedi!, shop.scarf.id, 1, 10),
    await writeReview(noName!, shop.mug.id, 3, 20),
  ];
  lampReview = await writeReview(salma!, lamp.id, 1, 0.1, 'Arrived broken');
  const [quiet] = await t.db.insert(brands).values({ name: 'Quiet Shop' }).returning();
  emptyBrand = quiet!.id;
});
afterAll(() => t.close());

describe('GET /reviews/brand/{brandId}/paged', () => {
  it('lists the brand’s reviews newest first, with their product and author’s short name', async () => {
    const data = await pageOf(shop.brand.id, brandA);
    expect(data.content.map((review: { id: number }) => review.id)).toEqual(ids);
    expect(data.content[0]).toEqual({
      id: ids[0],
      username: 'Salma T.',
      createdAt: expect.any(String),
      productId: shop.mug.id,
      productName: 'Clay Mug',
      productImage: null,
      rating: 5,
      comment: 'Rated 5',
      reply: null,
      repliedAt: null,
    });
    expect(data.content[1]).toMatchObject({
      username: 'Youssef B.',
      productName: 'Linen Shirt',
      productImage: '/uploads/shirt.webp',
    });
    expect(data.content[2].username).toBe('Ines');
    // An author without a name stays nameless: never their email, not even its first part.
    expect(data.content[5].username).toBe('');
    expect(JSON.stringify(data)).not.toMatch(/example\.tn|secret/);
    // Brand B's review of the lamp is not among them.
    expect(data.content.map((review: { id: number }) => review.id)).not.toContain(lampReview);
    expect(data).toMatchObject({
      ...pageShape(6, 0, 10),
    });
  });

  it('gives the average, the total, the positive share (4 stars or more) and the 7-day trend', async () => {
    const data = await pageOf(shop.brand.id, brandA);
    expect(data).toMatchObject({
      averageRating: 3.33, // (5 + 4 + 2 + 5 + 1 + 3) / 6
      totalReviews: 6,
      positiveReviewsPercentage: 50, // 5, 4 and 5
      trend: { last7Days: 3, previous7Days: 2, percentChange: 50 },
    });
  });

  it('filters by rating: the content and totalElements change, the figures do not', async () => {
    const fives = await pageOf(shop.brand.id, brandA, '?rating=5');
    expect(fives.content.map((review: { id: number }) => review.id)).toEqual([ids[0], ids[3]]);
    expect(fives.content.every((review: { rating: number }) => review.rating === 5)).toBe(true);
    expect(fives).toMatchObject({
      totalElements: 2,
      totalPages: 1,
      averageRating: 3.33,
      totalReviews: 6,
      positiveReviewsPercentage: 50,
      trend: { last7Days: 3, previous7Days: 2, percentChange: 50 },
    });
    const twos = await pageOf(shop.brand.id, brandA, '?rating=2');
    expect(twos.content.map((review: { id: number }) => review.id)).toEqual([ids[2]]);
    expect(twos.totalElements).toBe(1);
  });

  it('sorts by rating or date, either way, ties newest first', async () => {
    const byRating = await pageOf(shop.brand.id, brandA, '?sortBy=rating&direction=asc');
    expect(byRating.content.map((review: { rating: number }) => review.rating)).toEqual([
      1, 2, 3, 4, 5, 5,
    ]);
    // the two 5-star reviews: the later id (the newer) first
    expect(byRating.content.slice(4).map((review: { id: number }) => review.id)).toEqual([
      ids[3],
      ids[0],
    ]);
    const best = await pageOf(shop.brand.id, brandA, '?sortBy=rating&direction=DESC');
    expect(best.content.map((review: { rating: number }) => review.rating)).toEqual([
      5, 5, 4, 3, 2, 1,
    ]);
    const oldest = await pageOf(shop.brand.id, brandA, '?sortBy=createdAt&direction=asc');
    expect(oldest.content.map((review: { id: number }) => review.id)).toEqual([...ids].reverse());
  });

  it('pages in the database: size, page and the last page', async () => {
    const second = await pageOf(shop.brand.id, brandA, '?page=1&size=4');
    expect(second.content.map((review: { id: number }) => review.id)).toEqual(ids.slice(4));
    expect(second).toMatchObject({ totalElements: 6, totalPages: 2, number: 1, size: 4 });
    const past = await pageOf(shop.brand.id, brandA, '?page=5&size=4');
    expect(past.content).toEqual([]);
    expect(past.totalElements).toBe(6);
    const filtered = await pageOf(shop.brand.id, brandA, '?rating=5&size=1&page=1');
    expect(filtered.content.map((review: { id: number }) => review.id)).toEqual([ids[3]]);
    expect(filtered).toMatchObject({ totalElements: 2, totalPages: 2 });
  });

  it('refuses an unknown sort, a rating outside 1 to 5 and a bad page (400)', async () => {
    for (const query of [
      '?sortBy=comment',
      '?sortBy=userId',
      '?direction=up',
      '?rating=0',
      '?rating=6',
      '?rating=2.5',
      '?rating=five',
      '?size=0',
      '?size=101',
      '?page=-1',
    ]) {
      const response = await call('GET', `/reviews/brand/${shop.brand.id}/paged${query}`, brandA);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errorCode).toBe('validation_failed');
    }
    const rating = await call('GET', `/reviews/brand/${shop.brand.id}/paged?rating=9`, brandA);
    expect(rating.json().errors).toEqual({ rating: MESSAGES.en.invalid_rating });
  });

  it('has no trend percentage without reviews the week before, and zeros for a brand without reviews', async () => {
    // an admin reads any brand's page
    const lamps = await pageOf(atlas.id, admin);
    expect(lamps).toMatchObject({
      totalElements: 1,
      averageRating: 1,
      totalReviews: 1,
      positiveReviewsPercentage: 0,
      trend: { last7Days: 1, previous7Days: 0, percentChange: null },
    });
    expect(lamps.content[0]).toMatchObject({ id: lampReview, comment: 'Arrived broken' });
    const quiet = await pageOf(emptyBrand, admin);
    expect(quiet).toMatchObject({
      content: [],
      totalElements: 0,
      totalPages: 0,
      averageRating: 0,
      totalReviews: 0,
      positiveReviewsPercentage: 0,
      trend: { last7Days: 0, previous7Days: 0, percentChange: null },
    });
  });

  it('counts a fall in reviews as a negative change', async () => {
    // brand B: 1 this week; two more 8 and 9 days ago → 1 against 2, −50 %
    const [first, second] = await Promise.all([
      createAccount(t.db, { email: 'old-1@example.tn' }),
      createAccount(t.db, { email: 'old-2@example.tn' }),
    ]);
    const older = [
      await writeReview(first.id, lamp.id, 4, 8),
      await writeReview(second.id, lamp.id, 5, 9),
    ];
    try {
      expect((await pageOf(atlas.id, brandB)).trend).toEqual({
        last7Days: 1,
        previous7Days: 2,
        percentChange: -50,
      });
    } finally {
      for (const id of older) await t.db.delete(reviews).where(eq(reviews.id, id));
    }
  });

  it('shows a brand only its own page: another brand 403, a customer 403, a visitor 401', async () => {
    const others = await call('GET', `/reviews/brand/${atlas.id}/paged`, brandA);
    expect(others.statusCode).toBe(403);
    expect(others.json().errorCode).toBe('forbidden');
    expect(others.body).not.toContain('Arrived broken');
    expect((await call('GET', `/reviews/brand/${shop.brand.id}/paged`, brandB)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/reviews/brand/${shop.brand.id}/paged`, customer)).statusCode).toBe(
      403,
    );
    const visitor = await call('GET', `/reviews/brand/${shop.brand.id}/paged`, {});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).not.toContain('Rated');
  });
});

describe('the brand’s public reply', () => {
  const publicReviewOf = async (productId: number, reviewId: number) => {
    const response = await call('GET', `/reviews/product/${productId}/paged?size=50`, {});
    expect(response.statusCode).toBe(200);
    return response.json().data.content.find((review: { id: number }) => review.id === reviewId);
  };

  it('writes the reply (trimmed), shown on the brand’s page and under the review on the product page', async () => {
    const before = await t.db.select().from(reviews).where(eq(reviews.id, ids[0]!));
    const response = await call('PUT', `/reviews/${ids[0]}/reply`, brandA, {
      reply: '  Thank you, Salma!\nSee you soon.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json().data;
    expect(saved).toMatchObject({
      id: ids[0],
      reply: 'Thank you, Salma!\nSee you soon.',
      repliedAt: expect.any(String),
      rating: 5,
      comment: 'Rated 5',
    });
    expect(Date.now() - Date.parse(saved.repliedAt)).toBeLessThan(60_000);

    const listed = (await pageOf(shop.brand.id, brandA)).content[0];
    expect(listed).toMatchObject({ reply: 'Thank you, Salma!\nSee you soon.' });
    expect(await publicReviewOf(shop.mug.id, ids[0]!)).toMatchObject({
      reply: 'Thank you, Salma!\nSee you soon.',
      repliedAt: saved.repliedAt,
      brandName: 'Medina Threads',
    });
    // The review itself is the author's: its dates, rating and the product's counters stay.
    const [after] = await t.db.select().from(reviews).where(eq(reviews.id, ids[0]!));
    expect(after!.updatedAt).toEqual(before[0]!.updatedAt);
    expect(after!.rating).toBe(5);
  });

  it('changes the reply (one reply per review, repliedAt moves on)', async () => {
    const first = (await pageOf(shop.brand.id, brandA)).content[0];
    const response = await call('PUT', `/reviews/${ids[0]}/reply`, brandA, {
      reply: 'Thanks a lot!',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.reply).toBe('Thanks a lot!');
    expect(Date.parse(response.json().data.repliedAt)).toBeGreaterThanOrEqual(
      Date.parse(first.repliedAt),
    );
    expect((await publicReviewOf(shop.mug.id, ids[0]!)).reply).toBe('Thanks a lot!');
  });

  it('removes the reply; removing it again is no error', async () => {
    const response = await call('DELETE', `/reviews/${ids[0]}/reply`, brandA);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: ids[0], reply: null, repliedAt: null });
    expect(await publicReviewOf(shop.mug.id, ids[0]!)).toMatchObject({
      reply: null,
      repliedAt: null,
      brandName: 'Medina Threads',
    });
    expect((await call('DELETE', `/reviews/${ids[0]}/reply`, brandA)).statusCode).toBe(200);
  });

  it('requires a reply of at most 1000 characters, spaces trimmed, in the caller’s language', async () => {
    const refused = async (payload: object, headers = brandA) => {
      const response = await call('PUT', `/reviews/${ids[1]}/reply`, headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('validation_failed');
      return response.json().errors.reply as string;
    };
    for (const reply of ['', '   \n  ', undefined, 42])
      expect(await refused({ reply })).toBe(MESSAGES.en.reply_required);
    expect(await refused({ reply: 'x'.repeat(LIMITS.reviewReplyMaxLength + 1) })).toBe(
      MESSAGES.en.reply_too_long,
    );
    expect(await refused({ reply: 'Bad\u0000byte' })).toBe(MESSAGES.en.invalid_characters);
    expect(await refused({ reply: '' }, { ...brandA, 'accept-language': 'ar' })).toBe(
      MESSAGES.ar.reply_required,
    );
    const longest = await call('PUT', `/reviews/${ids[1]}/reply`, brandA, {
      reply: ` ${'x'.repeat(LIMITS.reviewReplyMaxLength)} `,
    });
    expect(longest.statusCode).toBe(200);
    // nothing refused was saved
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, ids[1]!));
    expect(row!.reply).toBe('x'.repeat(LIMITS.reviewReplyMaxLength));
  });

  it('lets a brand answer only the reviews of its own products: another brand’s is a 404', async () => {
    for (const [method, payload] of [
      ['PUT', { reply: 'Not yours' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, `/reviews/${lampReview}/reply`, brandA, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('not_found');
      // the same answer as a review that does not exist
      expect((await call(method, '/reviews/999999/reply', brandA, payload)).statusCode).toBe(404);
    }
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, lampReview));
    expect(row).toMatchObject({ reply: null, repliedAt: null });
    // brand B answers its own
    const own = await call('PUT', `/reviews/${lampReview}/reply`, brandB, {
      reply: 'Sorry! A new lamp is on its way.',
    });
    expect(own.statusCode).toBe(200);
    // and brand A cannot take brand B's reply away
    expect((await call('DELETE', `/reviews/${lampReview}/reply`, brandA)).statusCode).toBe(404);
    expect((await publicReviewOf(lamp.id, lampReview)).reply).toBe(
      'Sorry! A new lamp is on its way.',
    );
  });

  it('refuses customers (403) and visitors (401); an admin may answer any review', async () => {
    for (const [headers, status] of [
      [customer, 403],
      [{}, 401],
    ] as const) {
      expect(
        (await call('PUT', `/reviews/${ids[2]}/reply`, headers, { reply: 'Hello' })).statusCode,
      ).toBe(status);
      expect((await call('DELETE', `/reviews/${ids[2]}/reply`, headers)).statusCode).toBe(status);
    }
    const [untouched] = await t.db.select().from(reviews).where(eq(reviews.id, ids[2]!));
    expect(untouched!.reply).toBeNull();
    const byAdmin = await call('PUT', `/reviews/${ids[2]}/reply`, admin, {
      reply: 'The Souk team is looking into it.',
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await call('DELETE', `/reviews/${ids[2]}/reply`, admin)).statusCode).toBe(200);
  });

  it('a disabled product’s reviews can still be answered by their brand', async () => {
    await t.db.update(products).set({ active: false }).where(eq(products.id, shop.scarf.id));
    try {
      const response = await call('PUT', `/reviews/${ids[4]}/reply`, brandA, {
        reply: 'We have taken it off sale.',
      });
      expect(response.statusCode).toBe(200);
      expect((await pageOf(shop.brand.id, brandA, '?rating=1')).content[0].reply).toBe(
        'We have taken it off sale.',
      );
    } finally {
      await t.db.update(products).set({ active: true }).where(eq(products.id, shop.scarf.id));
    }
  });
});
