import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import {
  ok,
  routeApi,
  wishlist,
  wishlistProduct,
  toastTexts,
  useBasketTest,
} from '../test-fixtures';
import WishlistPage from './wishlist-page';

const items = [
  wishlistProduct({ id: 1, name: 'Linen shirt', addedAt: '2026-11-01T10:00:00.000Z' }),
  wishlistProduct({
    id: 2,
    name: 'Argan oil',
    price: 50,
    discountPrice: 20,
    discountedPrice: 40,
    categoryName: 'Beauty',
    categoryNameTranslations: null,
    addedAt: '2026-11-02T10:00:00.000Z',
  }),
  wishlistProduct({
    id: 3,
    name: 'Wool scarf',
    price: 120,
    discountPrice: 50,
    discountedPrice: 60,
    addedAt: '2026-11-03T10:00:00.000Z',
  }),
  wishlistProduct({
    id: 4,
    name: 'Cotton socks',
    price: 10,
    discountedPrice: 10,
    addedAt: '2026-11-04T10:00:00.000Z',
  }),
];

const names = () =>
  screen
    .getAllByTestId('wishlist-item')
    .map((item) => within(item).getByRole('heading').textContent);

describe('the wishlist page (storefront §2 "Wishlist")', () => {
  const fetchMock = useBasketTest();

  const renderPage = () =>
    renderRoutes([{ path: '*', element: <WishlistPage /> }], '/dashboard/profile/wishlist');

  it('shows the figures, newest first, and sorts, searches and filters by category', async () => {
    routeApi(fetchMock, { 'GET /wishlist': ok(wishlist(items)), 'GET /cart': ok(null) });
    renderPage();
    const metrics = await screen.findByTestId('wishlist-metrics');
    expect(metrics.textContent).toMatch(/Total items4.*Total savings70\.00 dt.*Price alerts2/);
    expect(names()).toEqual(['Cotton socks', 'Wool scarf', 'Argan oil', 'Linen shirt']);

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'priceAsc' } });
    expect(names()).toEqual(['Cotton socks', 'Argan oil', 'Wool scarf', 'Linen shirt']);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'discount' } });
    expect(names()[0]).toBe('Wool scarf');

    fireEvent.click(screen.getByRole('button', { name: 'Beauty (1)' }));
    expect(names()).toEqual(['Argan oil']);
    fireEvent.click(screen.getByRole('button', { name: 'All (4)' }));
    fireEvent.change(screen.getByLabelText('Search your wishlist'), {
      target: { value: 'nothing' },
    });
    expect(screen.getByText('No items found')).toBeTruthy();
  });

  it('compares up to three products side by side, with empty slots, and refuses a fourth', async () => {
    routeApi(fetchMock, { 'GET /wishlist': ok(wishlist(items)) });
    renderPage();
    await screen.findByTestId('wishlist-metrics');
    const compare = (name: string) =>
      fireEvent.click(
        within(
          screen.getAllByTestId('wishlist-item').find((item) => item.textContent?.includes(name))!,
        ).getByRole('checkbox', { name: `Compare ${name}` }),
      );
    compare('Wool scarf');
    fireEvent.click(screen.getByRole('button', { name: 'Compare (1/3)' }));
    const dialog = screen.getByRole('dialog', { name: 'Compare products' });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Wool scarf']);
    expect(within(dialog).getAllByTestId('compare-empty-slot')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    compare('Argan oil');
    compare('Linen shirt');
    compare('Cotton socks');
    expect(toastTexts()).toContain('You can compare up to 3 products');
    expect(screen.getByRole('button', { name: 'Compare (3/3)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Compare (3/3)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Argan oil from the comparison' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Compare (2/3)' })).toBeTruthy());
  });

  it('clears the wishlist after confirmation', async () => {
    const calls = routeApi(fetchMock, {
      'GET /wishlist': ok(wishlist(items)),
      'DELETE /wishlist/clear': ok(wishlist([])),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Clear wishlist' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Clear your wishlist?' })).getByRole('button', {
        name: 'Clear wishlist',
      }),
    );
    expect(await screen.findByText('Your wishlist is empty')).toBeTruthy();
    expect(calls.map(({ call }) => call)).toContain('DELETE /wishlist/clear');
    await waitFor(() => expect(toastTexts()).toContain('Wishlist cleared'));
  });
});
