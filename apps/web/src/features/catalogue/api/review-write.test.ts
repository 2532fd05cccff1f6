import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { catalogueKeys } from './keys';
import { refreshAfterReviewWrite } from './review-write';

describe('after a review is written (refreshAfterReviewWrite)', () => {
  it('reads again what is on screen and drops what is not, for the product and its lists', async () => {
    const client = new QueryClient({
      defaultOptions: { queries: { staleTime: Infinity, refetchOnMount: false } },
    });
    let detailReads = 0;
    const detail = new QueryObserver(client, {
      queryKey: catalogueKeys.productDetail(7),
      queryFn: async () => ({ id: 7, reviewCount: ++detailReads }),
    });
    const unsubscribe = detail.subscribe(() => undefined);
    await client.fetchQuery({ queryKey: catalogueKeys.productDetail(7) });
    client.setQueryData(catalogueKeys.reviews(7, 1), { content: [] });
    client.setQueryData(catalogueKeys.ratingCount(7, 5), 1);
    client.setQueryData(catalogueKeys.productList('sort=rating'), { content: [] });
    client.setQueryData(catalogueKeys.reviews(8, 0), { content: [] });
    const readsBefore = detailReads;

    refreshAfterReviewWrite(client, 7);

    await expect.poll(() => detailReads).toBe(readsBefore + 1);
    expect(client.getQueryData(catalogueKeys.reviews(7, 1))).toBeUndefined();
    expect(client.getQueryData(catalogueKeys.ratingCount(7, 5))).toBeUndefined();
    expect(client.getQueryData(catalogueKeys.productList('sort=rating'))).toBeUndefined();
    // another product's reviews are not touched
    expect(client.getQueryData(catalogueKeys.reviews(8, 0))).toEqual({ content: [] });
    unsubscribe();
  });
});
