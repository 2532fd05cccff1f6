import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandReview, BrandReviewsPage } from '@souk/shared/responses/brand-reviews';
import { useSessionStore } from '../../../../lib/session';
import { ok, refused, routeApi, type Answer } from '../../../../test/fetch';
import { toastTexts, useApiTest } from '../../../../test/fixtures';
import { renderRoutes } from '../../../../test/render';
import ReviewsPage from './reviews-page';

/**
 * The brand's reviews page (issue 12; dashboards §2 "Brand screens: Reviews", §4 review badge,
 * §8 "Reviews"): the figures, the rating filter kept in the address, the pending or published
 * badge, the reply written, changed and deleted in place, and the loading, error and empty
 * states, against a small stand-in for the API.
 */

const BRAND = 4;
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

const review = (over: Partial<BrandReview> = {}): BrandReview => ({
  id: 70,
  username: 'Salma T.',
  createdAt: daysAgo(1),
  productId: 11,
  productName: 'Clay Mug',
  productImage: null,
  rating: 5,
  comment: 'Keeps my tea hot.',
  reply: null,
  repliedAt: null,
  ...over,
});

const FIGURES = {
  averageRating: 3.33,
  totalReviews: 6,
  positiveReviewsPercentage: 50,
  trend: { last7Days: 3, previous7Days: 2, percentChange: 50 },
};

function reviewsPage(
  content: BrandReview[],
  over: Partial<BrandReviewsPage> = {},
  totalElements = content.length,
): BrandReviewsPage {
  const info = { totalElements, totalPages: Math.ceil(totalElements / 10), number: 0, size: 10 };
  return { content, ...info, page: info, ...FIGURES, ...over };
}

const fresh = review();
const older = review({
  id: 71,
  username: 'Youssef B.',
  createdAt: daysAgo(3),
  productName: 'Linen Shirt',
  rating: 4,
  comment: 'Fits well.',
  reply: 'Thank you, Youssef!',
  repliedAt: daysAgo(2),
});

const renderPage = (path = '/dashboard/brand/reviews') =>
  renderRoutes([{ path: '/dashboard/brand/reviews', element: <ReviewsPage /> }], path);

const card = async (comment: string) =>
  (await screen.findByText(comment)).closest('article') as HTMLElement;

describe('the brand reviews page', () => {
  const fetchMock = useApiTest({ id: 9, role: 'BRAND' });
  let calls: { call: string; body: unknown }[];
  let list: BrandReview[];

  const serve = (extra: Record<string, Answer | ((body: unknown) => Answer)> = {}) => {
    calls = routeApi(fetchMock, {
      [`GET /reviews/brand/${BRAND}/paged?*`]: () => ok(reviewsPage(list)),
      ...extra,
    });
  };

  beforeEach(() => {
    // jsdom has no CSS.escape; the tab list uses it to move the focus with the arrows
    if (!globalThis.CSS?.escape) vi.stubGlobal('CSS', { escape: (text: string) => text });
    useSessionStore.setState({ brand: { id: BRAND, name: 'Medina Clay', logo: null } });
    list = [fresh, older];
    serve();
  });

  it('shows the figures, the reviews with their product, date, stars and badge', async () => {
    renderPage();
    const first = await card('Keeps my tea hot.');
    expect(calls[0]!.call).toBe(
      `GET /reviews/brand/${BRAND}/paged?page=0&size=10&sortBy=createdAt&direction=desc`,
    );
    expect(screen.getByTestId('metric-average').textContent).toContain('3.33');
    expect(
      within(screen.getByTestId('metric-average')).getByRole('img').getAttribute('aria-label'),
    ).toBe('Rated 3.3 out of 5');
    expect(screen.getByTestId('metric-total').textContent).toContain('6');
    expect(screen.getByTestId('metric-positive').textContent).toContain('50%');
    const trend = screen.getByTestId('metric-trend');
    expect(trend.textContent).toContain('+50%');
    expect(trend.textContent).toContain('Up');
    expect(trend.textContent).toContain('3 in the last 7 days, 2 in the 7 days before');

    expect(within(first).getByRole('heading', { level: 3 }).textContent).toContain('Salma T.');
    expect(within(first).getByText('Product: Clay Mug')).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Reply to Salma T.' })).toBeTruthy();
    expect(screen.getByText('1–2 of 2 reviews')).toBeTruthy();
  });

  it('badges a review pending for its first 2 days, then published (spec §4)', async () => {
    list = [fresh, older, review({ id: 72, comment: 'Almost two days.', createdAt: daysAgo(1.9) })];
    renderPage();
    expect(within(await card('Keeps my tea hot.')).getByTestId('review-badge').textContent).toBe(
      'Pending',
    );
    expect(within(await card('Almost two days.')).getByTestId('review-badge').textContent).toBe(
      'Pending',
    );
    expect(within(await card('Fits well.')).getByTestId('review-badge').textContent).toBe(
      'Published',
    );
  });

  it('filters by rating through the address, the figures staying those of every review', async () => {
    const router = renderPage();
    await card('Keeps my tea hot.');
    const filter = screen.getByRole('tablist', { name: 'Filter by rating' });
    expect(
      within(filter)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', '5 stars', '4 stars', '3 stars', '2 stars', '1 star']);
    expect(within(filter).getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    list = [older];
    fireEvent.click(within(filter).getByRole('tab', { name: '4 stars' }));
    await waitFor(() => expect(router.state.location.search).toBe('?rating=4'));
    await waitFor(() => expect(screen.queryByText('Keeps my tea hot.')).toBeNull());
    expect(calls.at(-1)!.call).toBe(
      `GET /reviews/brand/${BRAND}/paged?page=0&size=10&sortBy=createdAt&direction=desc&rating=4`,
    );
    expect(screen.getByText('Fits well.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '4 stars' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: '4 stars' })).toBeTruthy();
    expect(screen.getByTestId('metric-total').textContent).toContain('6');

    // keyboard: the arrow moves to the next rating and chooses it
    list = [];
    fireEvent.keyDown(screen.getByRole('tab', { name: '4 stars' }), { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toBe('?rating=3'));
    expect(await screen.findByText('No reviews rated 3 stars')).toBeTruthy();
    list = [fresh, older];
    fireEvent.click(screen.getByRole('button', { name: 'Show all reviews' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await card('Keeps my tea hot.');
  });

  it('reads the rating and the page from the address and pages with the pager', async () => {
    serve({
      [`GET /reviews/brand/${BRAND}/paged?*`]: () => ok(reviewsPage([older], { number: 1 }, 23)),
    });
    const router = renderPage('/dashboard/brand/reviews?rating=5&page=2');
    await card('Fits well.');
    expect(calls[0]!.call).toBe(
      `GET /reviews/brand/${BRAND}/paged?page=1&size=10&sortBy=createdAt&direction=desc&rating=5`,
    );
    const pager = screen.getByRole('navigation', { name: 'Review pages' });
    expect(within(pager).getByText('2').getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pager).getByRole('button', { name: /page 3/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?rating=5&page=3'));
    await waitFor(() =>
      expect(calls.at(-1)!.call).toBe(
        `GET /reviews/brand/${BRAND}/paged?page=2&size=10&sortBy=createdAt&direction=desc&rating=5`,
      ),
    );
  });

  it('writes a reply in place, with a live counter and the server’s rules', async () => {
    serve({
      'PUT /reviews/70/reply': (body) => {
        const reply = (body as { reply: string }).reply.trim();
        list = [{ ...fresh, reply, repliedAt: new Date().toISOString() }, older];
        return ok(list[0]);
      },
    });
    renderPage();
    const first = await card('Keeps my tea hot.');
    fireEvent.click(within(first).getByRole('button', { name: 'Reply to Salma T.' }));
    const box = within(first).getByRole('textbox', { name: /reply to salma t\./i });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(within(first).getByText('0 of 1,000 characters')).toBeTruthy();

    fireEvent.click(within(first).getByRole('button', { name: 'Publish reply' }));
    expect(await within(first).findByText('Please write your reply.')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'x'.repeat(1001) } });
    expect(
      await within(first).findByText('The reply must be at most 1000 characters.'),
    ).toBeTruthy();
    expect(within(first).getByText('1,001 of 1,000 characters')).toBeTruthy();
    expect(calls.filter(({ call }) => call.startsWith('PUT'))).toEqual([]);

    fireEvent.change(box, { target: { value: '  Thank you, Salma!  ' } });
    await waitFor(() => expect(within(first).queryByText(/at most 1000/)).toBeNull());
    fireEvent.click(within(first).getByRole('button', { name: 'Publish reply' }));
    await waitFor(() => expect(toastTexts()).toContain('Your reply is published.'));
    expect(calls.find(({ call }) => call === 'PUT /reviews/70/reply')?.body).toEqual({
      reply: 'Thank you, Salma!',
    });
    // the list is read again (brandKeys.all): the reply shows, with Edit and Delete
    expect(await within(first).findByText('Thank you, Salma!')).toBeTruthy();
    expect(within(first).queryByRole('textbox')).toBeNull();
    const edit = within(first).getByRole('button', { name: 'Edit reply' });
    await waitFor(() => expect(document.activeElement).toBe(edit));
    expect(
      calls.filter(({ call }) => call.startsWith(`GET /reviews/brand/${BRAND}/paged`)).length,
    ).toBe(2);
  });

  it('edits the reply, prefilled; a refusal keeps the text and says why', async () => {
    serve({
      'PUT /reviews/71/reply': refused(400, 'validation_failed', 'Some fields are not valid.', {
        reply: 'The reply must be at most 1000 characters.',
      }),
    });
    renderPage();
    const second = await card('Fits well.');
    expect(within(second).getByText('Your reply')).toBeTruthy();
    expect(within(second).getByText('Thank you, Youssef!')).toBeTruthy();
    fireEvent.click(within(second).getByRole('button', { name: 'Edit reply' }));
    const box = within(second).getByRole('textbox') as HTMLTextAreaElement;
    expect(box.value).toBe('Thank you, Youssef!');
    fireEvent.change(box, { target: { value: 'Thanks again!' } });
    fireEvent.click(within(second).getByRole('button', { name: 'Save reply' }));
    expect(
      await within(second).findByText('The reply must be at most 1000 characters.'),
    ).toBeTruthy();
    expect(box.value).toBe('Thanks again!');

    fireEvent.click(within(second).getByRole('button', { name: 'Cancel' }));
    expect(within(second).queryByRole('textbox')).toBeNull();
    expect(within(second).getByText('Thank you, Youssef!')).toBeTruthy();
    expect(document.activeElement).toBe(within(second).getByRole('button', { name: 'Edit reply' }));
  });

  it('deletes the reply after a confirmation', async () => {
    serve({
      'DELETE /reviews/71/reply': () => {
        list = [fresh, { ...older, reply: null, repliedAt: null }];
        return ok(list[1]);
      },
    });
    renderPage();
    const second = await card('Fits well.');
    fireEvent.click(within(second).getByRole('button', { name: 'Delete reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your reply?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some(({ call }) => call.startsWith('DELETE'))).toBe(false);

    fireEvent.click(within(second).getByRole('button', { name: 'Delete reply' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete reply' }),
    );
    await waitFor(() => expect(toastTexts()).toContain('Your reply has been deleted.'));
    await waitFor(() => expect(within(second).queryByText('Thank you, Youssef!')).toBeNull());
    const reply = within(second).getByRole('button', { name: 'Reply to Youssef B.' });
    await waitFor(() => expect(document.activeElement).toBe(reply));
  });

  it('shows the server’s message when the reviews cannot be loaded, and retries', async () => {
    serve({
      [`GET /reviews/brand/${BRAND}/paged?*`]: refused(403, 'forbidden', 'Not allowed'),
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your reviews could not be loaded');
    expect(alert.textContent).toContain('You are not allowed to do this.');
    serve();
    fireEvent.click(within(alert).getByRole('button', { name: /try again/i }));
    await card('Keeps my tea hot.');
  });

  it('says so when the brand has no reviews yet', async () => {
    serve({
      [`GET /reviews/brand/${BRAND}/paged?*`]: ok(
        reviewsPage([], {
          averageRating: 0,
          totalReviews: 0,
          positiveReviewsPercentage: 0,
          trend: { last7Days: 0, previous7Days: 0, percentChange: null },
        }),
      ),
    });
    renderPage();
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByTestId('metric-trend').textContent).toContain('0%');
    expect(screen.getByTestId('metric-trend').textContent).toContain('Steady');
  });

  it('shows a loader while the reviews load', async () => {
    serve({
      [`GET /reviews/brand/${BRAND}/paged?*`]: () => new Promise<Answer>(() => {}) as never,
    });
    renderPage();
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('Loading reviews...')).toBeTruthy();
  });
});
