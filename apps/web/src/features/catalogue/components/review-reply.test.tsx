import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isolate, loadTranslation } from '../../../lib/i18n';
import { useLanguageStore } from '../../../lib/language';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session';
import { ok, routeApi } from '../../../test/fetch';
import { page, review, useApiTest } from '../../../test/fixtures';
import { ProductReviews } from './product-reviews';

/**
 * The brand's public reply under a review on the product page (issue 12): "Reply from {brand}",
 * its date and text, on the start side in Arabic as in English; nothing under a review without
 * a reply.
 */

const PRODUCT = 7;

const answered = review({
  id: 51,
  comment: 'Chipped on arrival.',
  rating: 2,
  reply: 'So sorry! A new mug is on its way.',
  repliedAt: '2026-11-03T09:00:00.000Z',
});
const unanswered = review({ id: 52, comment: 'Lovely colour.' });

const renderTab = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <ProductReviews productId={PRODUCT} />
    </QueryClientProvider>,
  );

describe('the brand’s reply on the product page', () => {
  const fetchMock = useApiTest(null);

  beforeAll(() => loadTranslation('ar'));
  beforeEach(() => {
    useSessionStore.setState({ token: null, user: null });
    useLanguageStore.setState({ language: 'en' });
    const reviews = page([answered, unanswered], 5);
    routeApi(fetchMock, {
      [`GET /reviews/product/${PRODUCT}/paged?*`]: ok({
        ...reviews,
        averageRating: 3,
        totalReviews: 2,
      }),
      [`GET /reviews/product/${PRODUCT}/rating-count?*`]: ok(1),
    });
  });

  it('shows the reply under its review, named for the brand, with its date', async () => {
    renderTab();
    const item = (await screen.findByText('Chipped on arrival.')).closest('article')!;
    const reply = within(item).getByRole('region', { name: 'Reply from Medina Clay' });
    expect(within(reply).getByText('So sorry! A new mug is on its way.')).toBeTruthy();
    expect(within(reply).getByText('3 Nov 2026').getAttribute('datetime')).toBe(
      '2026-11-03T09:00:00.000Z',
    );
    // indented and ruled on the start side: the right in Arabic
    expect(reply.className).toContain('ms-4');
    expect(reply.className).toContain('border-s-4');

    const other = screen.getByText('Lovely colour.').closest('article')!;
    expect(within(other).queryByRole('region')).toBeNull();
    expect(within(other).queryByText(/reply from/i)).toBeNull();
  });

  it('names the brand’s reply in Arabic', async () => {
    useLanguageStore.setState({ language: 'ar' });
    renderTab();
    const item = (await screen.findByText('Chipped on arrival.')).closest('article')!;
    expect(within(item).getByRole('region', { name: `ردّ ${isolate('Medina Clay')}` })).toBeTruthy();
    // the text takes its own direction (a French reply on an Arabic page stays left to right)
    expect(within(item).getByText('So sorry! A new mug is on its way.').getAttribute('dir')).toBe(
      'auto',
    );
  });
});
