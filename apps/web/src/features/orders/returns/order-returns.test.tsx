import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  OrderReturns as OrderReturnsData,
  ReturnRequest,
} from '@souk/shared/responses/returns';
import { description } from '../../../test/accessibility';
import { refused } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { ok, order, part, routeApi, toastTexts, useOrdersTest } from '../test-fixtures';
import { OrderReturns } from './order-returns';

/**
 * The customer's returns on the order details (issue 30, decision 026): "Return items" on a
 * delivered part within its 30 days, a form of items, quantities, reason and note whose every
 * error is said next to its field, and each return with its status and the refund recorded.
 */

const DAY = 24 * 3600 * 1000;
const delivered = new Date(Date.now() - 3 * DAY).toISOString();
const until = new Date(Date.now() + 27 * DAY).toISOString();

const theOrder = order({
  id: 1,
  status: 'DELIVERED',
  brandOrders: [part({ id: 301, status: 'DELIVERED', deliveredDate: delivered })],
});

const received: ReturnRequest = {
  id: 9,
  orderId: 1,
  orderNumber: theOrder.orderNumber,
  brandOrderId: 301,
  brandId: 7,
  brandName: 'Medina Threads',
  customerId: 3,
  customerName: 'Amira Ben Salah',
  customerEmail: 'amira@example.tn',
  paymentMethod: 'ON_DELIVERY',
  status: 'RECEIVED',
  reason: 'size_or_fit',
  note: null,
  refusalReason: null,
  items: [
    {
      id: 1,
      orderItemId: 52,
      productId: 12,
      productName: 'Clay mug',
      color: null,
      size: null,
      imageUrl: null,
      unitPrice: 12.5,
      quantity: 1,
      amount: 12.5,
    },
  ],
  amount: 12.5,
  refundId: 4,
  refundAmount: 12.5,
  requestedAt: delivered,
  decidedAt: delivered,
  receivedAt: delivered,
  updatedAt: delivered,
};

const returnsOf = (returns: ReturnRequest[] = [received]): OrderReturnsData => ({
  returns,
  returnable: [
    {
      brandOrderId: 301,
      brandId: 7,
      brandName: 'Medina Threads',
      deliveredDate: delivered,
      returnUntil: until,
      items: [
        {
          orderItemId: 51,
          productName: 'Linen shirt',
          color: 'Blue',
          size: 'M',
          unitPrice: 60,
          quantity: 2,
          returnable: 2,
          openRequest: false,
        },
        {
          orderItemId: 52,
          productName: 'Clay mug',
          color: null,
          size: null,
          unitPrice: 12.5,
          quantity: 1,
          returnable: 0,
          openRequest: false,
        },
      ],
    },
  ],
});

function renderReturns() {
  renderRoutes([{ path: '/order', element: <OrderReturns order={theOrder} /> }], '/order');
}

describe('the returns of an order', () => {
  const fetchMock = useOrdersTest();

  it('shows each return with its status and the refund recorded, and offers the window', async () => {
    routeApi(fetchMock, { 'GET /orders/1/returns': ok(returnsOf()) });
    renderReturns();
    const card = await screen.findByTestId('return-card');
    expect(within(card).getByText('From Medina Threads')).toBeTruthy();
    expect(within(card).getByTestId('return-status').textContent).toBe('Received');
    expect(within(card).getByTestId('return-refund').textContent).toBe('12.50 dt');
    expect(card.textContent).toContain('The brand received the items. It is given back to you.');
    expect(card.textContent).toContain('Reason:Size or fit');
    expect(screen.getByText(/You can return items from Medina Threads until/)).toBeTruthy();
  });

  it('says what is missing next to each field and sends nothing', async () => {
    const calls = routeApi(fetchMock, { 'GET /orders/1/returns': ok(returnsOf([])) });
    renderReturns();
    fireEvent.click(await screen.findByRole('button', { name: 'Return items' }));
    const form = screen.getByTestId('return-form');
    // an item with nothing left to return cannot be chosen
    const [shirtBox, mugBox] = within(form).getAllByTestId('return-item') as HTMLInputElement[];
    expect(mugBox!.disabled).toBe(true);
    expect(shirtBox!.disabled).toBe(false);

    fireEvent.click(within(form).getByRole('button', { name: 'Ask for the return' }));
    const items = within(form).getByRole('group', { name: 'Items to return' });
    expect(description(items)).toEqual(['Choose at least one item to return.']);
    const reason = within(form).getByLabelText(/^Reason/);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(description(reason)).toEqual(['Please choose a reason for the return.']);
    expect(calls.filter((call) => call.call.startsWith('POST'))).toEqual([]);
  });

  it('sends the chosen items, quantities, reason and note, then shows the new return', async () => {
    const asked: ReturnRequest = {
      ...received,
      id: 10,
      status: 'REQUESTED',
      reason: 'damaged',
      note: 'Torn seam',
      refundId: null,
      refundAmount: null,
      receivedAt: null,
      decidedAt: null,
    };
    let listed = returnsOf([]);
    const calls = routeApi(fetchMock, {
      'GET /orders/1/returns': () => ok(listed),
      'POST /orders/1/returns': () => {
        listed = returnsOf([asked]);
        return { status: 201, ...ok([asked]) };
      },
    });
    renderReturns();
    fireEvent.click(await screen.findByRole('button', { name: 'Return items' }));
    const form = screen.getByTestId('return-form');
    fireEvent.click(within(form).getAllByTestId('return-item')[0]!);
    fireEvent.change(within(form).getByLabelText('Quantity of Linen shirt'), {
      target: { value: '2' },
    });
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: 'damaged' } });
    fireEvent.change(within(form).getByLabelText(/^Note/), { target: { value: ' Torn seam ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ask for the return' }));

    await waitFor(() => expect(screen.queryByTestId('return-form')).toBeNull());
    expect(calls.find((call) => call.call === 'POST /orders/1/returns')!.body).toEqual({
      items: [{ orderItemId: 51, quantity: 2 }],
      reason: 'damaged',
      note: 'Torn seam',
    });
    expect(toastTexts()).toContain('Your return request was sent to the brand.');
    const card = await screen.findByTestId('return-card');
    expect(within(card).getByTestId('return-status').textContent).toBe('Requested');
  });

  it('shows the server’s refusal in words and keeps the form', async () => {
    routeApi(fetchMock, {
      'GET /orders/1/returns': ok(returnsOf([])),
      'POST /orders/1/returns': refused(
        422,
        'return_quantity_too_large',
        'You can return at most 1 of this item.',
        { 'items.0.quantity': 'You can return at most 1 of this item.' },
      ),
    });
    renderReturns();
    fireEvent.click(await screen.findByRole('button', { name: 'Return items' }));
    const form = screen.getByTestId('return-form');
    fireEvent.click(within(form).getAllByTestId('return-item')[0]!);
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: 'other' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ask for the return' }));
    const items = within(form).getByRole('group', { name: 'Items to return' });
    await waitFor(() =>
      expect(description(items)).toEqual(['You can return at most 1 of this item.']),
    );
    expect(within(form).getByRole('alert').textContent).toBe(
      'You can return at most 1 of this item.',
    );
  });
});
