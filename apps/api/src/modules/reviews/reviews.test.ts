import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@souk/shared/constants';
import { MESSAGES } from '@souk/shared/messages';
import { brands } from '../../db/schema/brands';
import { products, reviews } from '../../db/schema/catalogue';
import { buildTestApp, type TestApp } from '../../test/helper';
import {
  apiCall,
  deliverOrder,
  moveOrder,
  orderPeople,
  placeOrder,
  rejectItem,
  seedOrderProducts,
  signedIn,
  type Headers,
  type Method,
  type OrderShop,
  type ProductRow,
} from '../../test/order-fixture';

/**
 * Writing reviews (issue 11 item 4; storefront §5, §7 "Reviews"): who may review what, the
 * one-review rule, the fields' rules, who may change and delete, and the product's and brand's
 * rating and count that follow each write at once.
 */

let t: TestApp;
let shop: OrderShop['shop'];
let lamp: ProductRow;
let amira: Headers;
let karim: Headers;
let nadia: Headers;
let admin: Headers;
let brandA: Headers;
let brandB: Headers;
/** amira's order of the mug (delivered by Medina Threads) and the lamp (Atlas: pending) */
let mugAndLamp: number;

const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  apiCall(t, method, url, headers, payload);

const review = (productId: number, rating = 5, comment = 'Lovely, as described.') => ({
  productId,
  rating,
  comment,
});

const productStats = async (id: number) => {
  const data = (await call('GET', `/products/${id}`, {})).json().data;
  return { averageRating: data.averageRating, reviewCount: data.reviewCount };
};

const brandStats = async (id: number) => {
  const [row] = await t.db
    .select({ averageRating: brands.averageRating, reviewCount: brands.reviewCount })
    .from(brands)
    .where(eq(brands.id, id));
  return row;
};

beforeAll(async () => {
  t = await buildTestApp();
  const seeded = await seedOrderProducts(t.db, { quantity: 50, imageUrl: null });
  ({ shop, lamp } = seeded);
  await t.db.update(products).set({ quantity: 50 });
  const people = await orderPeople(
    t,
    { a: shop.brand.id, b: seeded.atlas.id },
    { amira: { language: 'en' }, karim: { firstname: 'Karim', lastname: 'Jaziri' } },
  );
  amira = people.amira.headers;
  karim = people.karim.headers;
  admin = people.admin.headers;
  brandA = people.brandA.headers;
  brandB = people.brandB!.headers;
  nadia = (await signedIn(t, { email: 'nadia@example.tn' })).headers;

  // amira: the mug delivered by its brand, the lamp's part (another brand) still pending
  ({ id: mugAndLamp } = await placeOrder(t, amira, [
    { productId: shop.mug.id },
    { productId: lamp.id },
  ]));
  await deliverOrder(t, brandA, mugAndLamp);
  // amira: the scarf delivered, the shirt of the same part rejected by the brand before
  const scarfAndShirt = await placeOrder(t, amira, [
    { productId: shop.scarf.id, color: 'Red' },
    { productId: shop.shirt.id, color: 'Blue', size: 'M' },
  ]);
  await rejectItem(t.db, scarfAndShirt.id, shop.shirt.id, 'Damaged in the shop');
  await deliverOrder(t, brandA, scarfAndShirt.id);
  // karim: the mug and the scarf, delivered and then completed by the admin
  const karimsOrder = await placeOrder(t, karim, [
    { productId: shop.mug.id, quantity: 2 },
    { productId: shop.scarf.id, color: 'Red' },
  ]);
  await moveOrder(t, admin, karimsOrder.id, 'SHIPPED', 'DELIVERED', 'COMPLETED');
});
afterAll(() => t.close());

describe('who may review', () => {
  it('refuses a customer who never bought the product, in their language', async () => {
    const english = await call('POST', '/reviews', nadia, review(shop.mug.id));
    expect(english.statusCode).toBe(403);
    expect(english.json()).toMatchObject({
      success: false,
      errorCode: 'not_purchased',
      message: 'You can only review products you have purchased',
    });
    const french = await call(
      'POST',
      '/reviews',
      { ...nadia, 'accept-language': 'fr' },
      review(shop.mug.id),
    );
    expect(french.json().message).toBe(MESSAGES.fr.not_purchased);
    const arabic = await call(
      'POST',
      '/reviews',
      { ...nadia, 'accept-language': 'ar' },
      review(shop.mug.id),
    );
    expect(arabic.json().message).toBe(MESSAGES.ar.not_purchased);
  });

  it('refuses a purchase whose brand part has not been delivered, until it is', async () => {
    expect((await call('POST', '/reviews', amira, review(lamp.id))).json().errorCode).toBe(
      'not_purchased',
    );
    await moveOrder(t, brandB, mugAndLamp, 'SHIPPED');
    const shipped = await call('POST', '/reviews', amira, review(lamp.id));
    expect(shipped.statusCode).toBe(403);
    expect(shipped.json().errorCode).toBe('not_purchased');
    expect((await call('GET', `/reviews/product/${lamp.id}/mine`, amira)).json().data).toEqual({
      canReview: false,
      review: null,
    });
    await moveOrder(t, brandB, mugAndLamp, 'DELIVERED');
    expect((await call('GET', `/reviews/product/${lamp.id}/mine`, amira)).json().data).toEqual({
      canReview: true,
      review: null,
    });
    expect((await call('POST', '/reviews', amira, review(lamp.id))).statusCode).toBe(201);
  });

  it('refuses an item the brand rejected, even in a delivered part', async () => {
    const response = await call('POST', '/reviews', amira, review(shop.shirt.id));
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('not_purchased');
  });

  it('lets only customers write: a brand or an admin is refused by audience, a visitor must log in', async () => {
    for (const headers of [brandA, admin]) {
      const response = await call('POST', '/reviews', headers, review(shop.mug.id));
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe('forbidden');
      expect((await call('GET', `/reviews/product/${shop.mug.id}/mine`, headers)).statusCode).toBe(
        403,
      );
    }
    expect((await call('POST', '/reviews', {}, review(shop.mug.id))).statusCode).toBe(401);
    expect((await call('GET', `/reviews/product/${shop.mug.id}/mine`, {})).statusCode).toBe(401);
  });

  it('answers 404 for a hidden product, a product of a disabled brand and an unknown one', async () => {
    for (const id of [shop.hidden.id, shop.closed.id, 999_999]) {
      const response = await call('POST', '/reviews', amira, review(id));
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('not_found');
      expect((await call('GET', `/reviews/product/${id}/mine`, amira)).statusCode).toBe(404);
    }
  });
});

describe('the fields', () => {
  const fieldError = async (body: object) => {
    const response = await call('POST', '/reviews', amira, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('validation_failed');
    return response.json().errors as Record<string, string>;
  };

  it('takes a whole rating from 1 to 5 only', async () => {
    for (const rating of [0, 6, 2.5, -1, '5', null])
      expect((await fieldError({ ...review(shop.mug.id), rating })).rating).toBe(
        'Please choose a rating from 1 to 5 stars.',
      );
    expect((await fieldError({ productId: shop.mug.id, comment: 'Nice' })).rating).toBe(
      'Please choose a rating from 1 to 5 stars.',
    );
  });

  it('requires a comment of at most 2000 characters, spaces trimmed', async () => {
    for (const comment of ['', '   \n ', undefined])
      expect((await fieldError({ productId: shop.mug.id, rating: 4, comment })).comment).toBe(
        'Please write a comment.',
      );
    const tooLong = 'a'.repeat(LIMITS.reviewCommentMaxLength + 1);
    expect((await fieldError(review(shop.mug.id, 4, tooLong))).comment).toBe(
      'The comment must be at most 2000 characters.',
    );
    expect((await fieldError(review(shop.mug.id, 4, 'Bad\u0000byte'))).comment).toBe(
      MESSAGES.en.invalid_characters,
    );
  });

  it('names the fields in the caller’s language', async () => {
    const response = await call(
      'POST',
      '/reviews',
      { ...amira, 'accept-language': 'fr' },
      { productId: shop.mug.id, rating: 0, comment: ' ' },
    );
    expect(response.json().errors).toEqual({
      rating: MESSAGES.fr.invalid_rating,
      comment: MESSAGES.fr.comment_required,
    });
  });
});

describe('writing, changing and deleting', () => {
  let amirasReview: number;
  let karimsReview: number;

  it('creates the review of a delivered purchase (201) and the rating follows at once', async () => {
    expect(await productStats(shop.mug.id)).toEqual({ averageRating: 0, reviewCount: 0 });
    const response = await call(
      'POST',
      '/reviews',
      amira,
      review(shop.mug.id, 5, '  Keeps my tea hot.\nLovely glaze.  '),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({
      userId: expect.any(Number),
      username: 'Amira B.',
      productId: shop.mug.id,
      productName: 'Clay Mug',
      rating: 5,
      comment: 'Keeps my tea hot.\nLovely glaze.',
    });
    amirasReview = created.id;
    expect(await productStats(shop.mug.id)).toEqual({ averageRating: 5, reviewCount: 1 });
    expect(await brandStats(shop.brand.id)).toEqual({ averageRating: 5, reviewCount: 1 });
    const catalogue = (await call('GET', '/products/paginated?page=0&size=50', {})).json().data;
    expect(
      catalogue.content.find((product: { id: number }) => product.id === shop.mug.id),
    ).toMatchObject({ averageRating: 5, reviewCount: 1 });
    const page = (await call('GET', `/reviews/product/${shop.mug.id}/paged?size=5`, {})).json()
      .data;
    expect(page).toMatchObject({ totalReviews: 1, averageRating: 5, totalElements: 1 });
    expect(page.content[0].id).toBe(amirasReview);
  });

  it('refuses a second review of the same product (409)', async () => {
    const response = await call('POST', '/reviews', amira, review(shop.mug.id, 1, 'Again'));
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe('already_reviewed');
    expect(await productStats(shop.mug.id)).toEqual({ averageRating: 5, reviewCount: 1 });
  });

  it('tells the page what the customer may do: their review, or the right to write one', async () => {
    const mine = (await call('GET', `/reviews/product/${shop.mug.id}/mine`, amira)).json().data;
    expect(mine.canReview).toBe(true);
    expect(mine.review).toMatchObject({ id: amirasReview, rating: 5 });
    expect((await call('GET', `/reviews/product/${shop.mug.id}/mine`, karim)).json().data).toEqual({
      canReview: true,
      review: null,
    });
    expect((await call('GET', `/reviews/product/${shop.mug.id}/mine`, nadia)).json().data).toEqual({
      canReview: false,
      review: null,
    });
  });

  it('accepts a completed order too, and averages every customer’s rating', async () => {
    const response = await call('POST', '/reviews', karim, review(shop.mug.id, 2, 'Chipped.'));
    expect(response.statusCode).toBe(201);
    karimsReview = response.json().data.id;
    expect(await productStats(shop.mug.id)).toEqual({ averageRating: 3.5, reviewCount: 2 });
    expect(await brandStats(shop.brand.id)).toEqual({ averageRating: 3.5, reviewCount: 2 });
  });

  it('lets the author change the rating and comment; the average follows', async () => {
    const comment = 'b'.repeat(LIMITS.reviewCommentMaxLength);
    const response = await call('PUT', `/reviews/${karimsReview}`, karim, {
      productId: shop.mug.id,
      rating: 4,
      comment,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: karimsReview, rating: 4, comment });
    expect(await productStats(shop.mug.id)).toEqual({ averageRating: 4.5, reviewCount: 2 });
    // the body's productId may be left out
    const again = await call('PUT', `/reviews/${karimsReview}`, karim, {
      rating: 3,
      comment: 'Fine.',
    });
    expect(again.json().data).toMatchObject({ rating: 3, comment: 'Fine.' });
    expect(await productStats(shop.mug.id)).toEqual({ averageRating: 4, reviewCount: 2 });
  });

  it('checks the fields on a change too, and keeps a review on its product', async () => {
    const bad = await call('PUT', `/reviews/${karimsReview}`, karim, { rating: 7, comment: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['comment', 'rating']);
    const moved = await call('PUT', `/reviews/${karimsReview}`, karim, review(shop.scarf.id, 5));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ productId: MESSAGES.en.invalid_value });
  });

  it('never lets another customer change a review: 404, as if it did not exist', async () => {
    const response = await call('PUT', `/reviews/${amirasReview}`, karim, review(shop.mug.id, 1));
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('not_found');
    expect(response.body).not.toContain('Keeps my tea hot');
    const missing = await call('PUT', '/reviews/999999', karim, review(shop.mug.id, 1));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(response.json());
    for (const headers of [admin, brandA])
      expect(
        (await call('PUT', `/reviews/${amirasReview}`, headers, review(shop.mug.id))).statusCode,
      ).toBe(403);
    const [kept] = await t.db.select().from(reviews).where(eq(reviews.id, amirasReview));
    expect(kept?.rating).toBe(5);
  });

  it('never lets another customer or a brand delete a review', async () => {
    const other = await call('DELETE', `/reviews/${amirasReview}`, karim);
    expect(other.statusCode).toBe(404);
    expect((await call('DELETE', `/reviews/${amirasReview}`, brandA)).statusCode).toBe(403);
    expect((await call('DELETE', `/reviews/${amirasReview}`, {})).statusCode).toBe(401);
    expect(await productStats(shop.mug.id)).toEqual({ averageRating: 4, reviewCount: 2 });
  });

  it('lets the author delete their review; the count and average follow, and they may write again', async () => {
    const response = await call('DELETE', `/reviews/${amirasReview}`, amira);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: null });
    expect(await productStats(shop.mug.id)).toEqual({ averageRating: 3, reviewCount: 1 });
    expect(await brandStats(shop.brand.id)).toEqual({ averageRating: 3, reviewCount: 1 });
    expect((await call('DELETE', `/reviews/${amirasReview}`, amira)).statusCode).toBe(404);
    expect((await call('GET', `/reviews/product/${shop.mug.id}/mine`, amira)).json().data).toEqual({
      canReview: true,
      review: null,
    });
  });

  it('lets an admin delete any review; with none left the rating is back to 0', async () => {
    const response = await call('DELETE', `/reviews/${karimsReview}`, admin);
    expect(response.statusCode).toBe(200);
    expect(await productStats(shop.mug.id)).toEqual({ averageRating: 0, reviewCount: 0 });
    expect(await brandStats(shop.brand.id)).toEqual({ averageRating: 0, reviewCount: 0 });
    expect((await call('DELETE', `/reviews/${karimsReview}`, admin)).statusCode).toBe(404);
  });

  it('counts reviews written at the same moment by different customers', async () => {
    const [first, second] = await Promise.all([
      call('POST', '/reviews', amira, review(shop.scarf.id, 5, 'Soft.')),
      call('POST', '/reviews', karim, review(shop.scarf.id, 4, 'Bright red.')),
    ]);
    expect([first!.statusCode, second!.statusCode]).toEqual([201, 201]);
    expect(await productStats(shop.scarf.id)).toEqual({ averageRating: 4.5, reviewCount: 2 });
    expect(await brandStats(shop.brand.id)).toEqual({ averageRating: 4.5, reviewCount: 2 });
  });

  it('keeps one review when the same customer sends twice at once', async () => {
    await t.db.delete(reviews).where(eq(reviews.productId, shop.scarf.id));
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/reviews', amira, review(shop.scarf.id, 3, 'Twice'))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await productStats(shop.scarf.id)).toEqual({ averageRating: 3, reviewCount: 1 });
  });
});
