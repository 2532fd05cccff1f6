import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Review } from '@souk/shared/responses/catalogue';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session';
import { useToastStore } from '../../../lib/toast';
import { jsonReply, useFetchMock } from '../../../test/fetch';
import { review as reviewBy } from '../../../test/fixtures';
import { ProductReviews } from './product-reviews';

/**
 * The reviews tab's writing part (storefront §2 "Reviews on the product page"): who sees the
 * form, its defaults and live messages, the already-reviewed message, edit, cancel, delete with
 * its question, and the server's refusals, against a small stand-in for the reviews API.
 */

const PRODUCT = 7;
const ME = 3;

const someoneElse: Review = reviewBy({ productId: PRODUCT });

type Server = {
  reviews: Review[];
  canReview: boolean;
  calls: { call: string; body: unknown }[];
  /** answers POST and PUT with this failure instead, when set */
  failWith?: { status: number; body: unknown };
};

let server: Server;

const ok = (data: unknown, status = 200) => jsonReply(status, { success: true, data });

function serve(fetchMock: ReturnType<typeof useFetchMock>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://souk.test');
    const path = url.pathname.replace('/api/v1', '');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    server.calls.push({ call: `${method} ${path}`, body });
    const mine = server.reviews.find((review) => review.userId === ME) ?? null;
    if (method === 'GET' && path === `/reviews/product/${PRODUCT}/paged`) {
      const total = server.reviews.length;
      return ok({
        content: server.reviews,
        totalElements: total,
        totalPages: Math.ceil(total / 5),
        number: 0,
        size: 5,
        page: { totalElements: total, totalPages: Math.ceil(total / 5), number: 0, size: 5 },
        averageRating: total
          ? server.reviews.reduce((sum, review) => sum + review.rating, 0) / total
          : 0,
        totalReviews: total,
      });
    }
    if (method === 'GET' && path === `/reviews/product/${PRODUCT}/rating-count`)
      return ok(
        server.reviews.filter((review) => review.rating === Number(url.searchParams.get('rating')))
          .length,
      );
    if (method === 'GET' && path === `/reviews/product/${PRODUCT}/mine`)
      return ok({ canReview: server.canReview, review: mine });
    if ((method === 'POST' || method === 'PUT') && server.failWith)
      return jsonReply(server.failWith.status, server.failWith.body);
    if (method === 'POST' && path === '/reviews') {
      const created: Review = {
        ...someoneElse,
        id: 60,
        userId: ME,
        username: 'Yasmine T.',
        rating: body.rating,
        comment: body.comment,
        createdAt: '2026-11-20T10:00:00.000Z',
        updatedAt: '2026-11-20T10:00:00.000Z',
      };
      server.reviews = [created, ...server.reviews];
      return ok(created, 201);
    }
    if (method === 'PUT' && mine && path === `/reviews/${mine.id}`) {
      const updated = { ...mine, rating: body.rating, comment: body.comment };
      server.reviews = server.reviews.map((review) => (review.id === mine.id ? updated : review));
      return ok(updated);
    }
    if (method === 'DELETE' && mine && path === `/reviews/${mine.id}`) {
      server.reviews = server.reviews.filter((review) => review.id !== mine.id);
      return ok(null);
    }
    return jsonReply(404, { success: false, errorCode: 'not_found', message: 'Not found' });
  });
}

/** The review form loads on demand (a lazy chunk): wait for it before using its fields. */
const formLoaded = () => screen.findByRole('group', { name: /your rating/i });

const renderTab = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <ProductReviews productId={PRODUCT} />
    </QueryClientProvider>,
  );

const signIn = (role: 'CUSTOMER' | 'BRAND' | 'ADMIN' | null) =>
  useSessionStore.setState(
    role ? { token: 'token-1', user: { id: ME, role } } : { token: null, user: null },
  );

const comment = () => screen.getByRole('textbox', { name: /your comment/i }) as HTMLTextAreaElement;
const star = (count: number) =>
  screen.getByRole('radio', {
    name: count === 1 ? '1 star' : `${count} stars`,
  }) as HTMLInputElement;
const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);
const sent = (call: string) => server.calls.filter((c) => c.call === call);

describe('writing a review on the product page', () => {
  const fetchMock = useFetchMock();

  beforeEach(() => {
    queryClient.clear();
    useToastStore.setState({ toasts: [] });
    server = { reviews: [someoneElse], canReview: true, calls: [] };
    serve(fetchMock);
  });

  it('shows no form to visitors, brands, admins and customers who have not received the product', async () => {
    for (const role of [null, 'BRAND', 'ADMIN'] as const) {
      signIn(role);
      const { unmount } = renderTab();
      await screen.findByText('Solid mug.');
      expect(screen.queryByRole('form')).toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
      unmount();
    }
    expect(sent(`GET /reviews/product/${PRODUCT}/mine`)).toEqual([]);

    server.canReview = false;
    signIn('CUSTOMER');
    renderTab();
    await screen.findByText('Solid mug.');
    await waitFor(() => expect(sent(`GET /reviews/product/${PRODUCT}/mine`)).toHaveLength(1));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText(/write a review/i)).toBeNull();
  });

  it('starts at 5 stars, checks the comment as it changes, and sends the review', async () => {
    signIn('CUSTOMER');
    renderTab();
    expect(await screen.findByRole('heading', { name: 'Write a review' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: /your rating/i })).toBeTruthy();
    expect(star(5).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Please write a comment.')).toBeTruthy();
    expect(sent('POST /reviews')).toEqual([]);

    fireEvent.change(comment(), { target: { value: 'x'.repeat(2001) } });
    expect(await screen.findByText('The comment must be at most 2000 characters.')).toBeTruthy();
    expect(screen.getByText('2,001 of 2,000 characters')).toBeTruthy();

    fireEvent.change(comment(), { target: { value: '  Keeps my tea hot.  ' } });
    await waitFor(() =>
      expect(screen.queryByText('The comment must be at most 2000 characters.')).toBeNull(),
    );
    fireEvent.click(star(3));
    expect(star(3).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText('You have already reviewed this product.')).toBeTruthy();
    expect(sent('POST /reviews')[0]?.body).toEqual({
      productId: PRODUCT,
      rating: 3,
      comment: 'Keeps my tea hot.',
    });
    expect(toasts()).toContain('Thank you! Your review is published.');
    expect(screen.queryByRole('textbox')).toBeNull();
    // the list and its count are read again: the new review shows, with the author's actions
    const mine = (await screen.findByText('Keeps my tea hot.')).closest('li')!;
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeTruthy();
    const theirs = screen.getByText('Solid mug.').closest('li')!;
    expect(within(theirs).queryByRole('button')).toBeNull();
    expect(screen.getByText('Based on 2 reviews')).toBeTruthy();
  });

  it('cancel puts a new review back to 5 stars and an empty comment', async () => {
    signIn('CUSTOMER');
    renderTab();
    await screen.findByRole('heading', { name: 'Write a review' });
    await formLoaded();
    fireEvent.click(star(2));
    fireEvent.change(comment(), { target: { value: 'Half typed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(comment().value).toBe(''));
    expect(star(5).checked).toBe(true);
  });

  it('edits the review prefilled; cancel drops the changes, update saves them', async () => {
    server.reviews = [
      { ...someoneElse, id: 61, userId: ME, rating: 2, comment: 'Too small.' },
      someoneElse,
    ];
    signIn('CUSTOMER');
    renderTab();
    const writer = await screen.findByTestId('review-writer');
    await within(writer).findByText('You have already reviewed this product.');

    fireEvent.click(within(writer).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit your review' })).toBeTruthy();
    expect(comment().value).toBe('Too small.');
    expect(star(2).checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(comment()));

    fireEvent.change(comment(), { target: { value: 'Changed my mind' } });
    fireEvent.click(star(5));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('You have already reviewed this product.')).toBeTruthy();

    // from the list this time: the form is prefilled with the saved review again
    const own = screen.getByText('Too small.').closest('li')!;
    fireEvent.click(within(own).getByRole('button', { name: 'Edit' }));
    await screen.findByRole('heading', { name: 'Edit your review' });
    await formLoaded();
    expect(comment().value).toBe('Too small.');
    expect(star(2).checked).toBe(true);

    fireEvent.change(comment(), { target: { value: 'Fits a big tea.' } });
    fireEvent.click(star(4));
    fireEvent.click(screen.getByRole('button', { name: 'Update review' }));
    expect(await screen.findByText('You have already reviewed this product.')).toBeTruthy();
    expect(sent('PUT /reviews/61')[0]?.body).toEqual({
      productId: PRODUCT,
      rating: 4,
      comment: 'Fits a big tea.',
    });
    expect(await screen.findByText('Fits a big tea.')).toBeTruthy();
    expect(toasts()).toContain('Your review has been updated.');
  });

  it('deletes the review only after the question is confirmed', async () => {
    server.reviews = [{ ...someoneElse, id: 61, userId: ME, comment: 'Too small.' }, someoneElse];
    signIn('CUSTOMER');
    renderTab();
    const own = (await screen.findByText('Too small.')).closest('li')!;

    fireEvent.click(within(own).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Delete your review?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('DELETE /reviews/61')).toEqual([]);

    fireEvent.click(within(own).getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete review' }),
    );
    await waitFor(() => expect(sent('DELETE /reviews/61')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Write a review' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Too small.')).toBeNull());
    expect(toasts()).toContain('Your review has been deleted.');
  });

  it('shows the not-purchased refusal in the form and keeps what was typed', async () => {
    server.failWith = {
      status: 403,
      body: {
        success: false,
        errorCode: 'not_purchased',
        message: 'You can only review products you have purchased',
      },
    };
    signIn('CUSTOMER');
    renderTab();
    await screen.findByRole('heading', { name: 'Write a review' });
    await formLoaded();
    fireEvent.change(comment(), { target: { value: 'My words' } });
    fireEvent.click(star(4));
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You can only review products you have purchased',
    );
    expect(comment().value).toBe('My words');
    expect(star(4).checked).toBe(true);
  });

  it('puts the server’s field messages under the fields, and other failures in a toast', async () => {
    server.failWith = {
      status: 400,
      body: {
        success: false,
        errorCode: 'validation_failed',
        message: 'Some fields are not valid.',
        errors: { comment: 'Ce texte contient des caractères non autorisés.' },
      },
    };
    signIn('CUSTOMER');
    renderTab();
    await screen.findByRole('heading', { name: 'Write a review' });
    await formLoaded();
    fireEvent.change(comment(), { target: { value: 'Fine words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Ce texte contient des caractères non autorisés.')).toBeTruthy();

    server.failWith = {
      status: 500,
      body: { success: false, errorCode: 'internal_error', message: 'Boom' },
    };
    fireEvent.change(comment(), { target: { value: 'Fine words again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(toasts()).toContain(
        'Your review could not be saved: Something went wrong on our side. Please try again later.',
      ),
    );
    expect(comment().value).toBe('Fine words again');
  });
});
