import { describe, expect, it } from 'vitest';
import { orderMetrics, visibleOrders } from './order-view';
import { moneyOf } from '../../test/fixtures';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * 24 * 60 * 60 * 1000).toISOString();
const orders = [
  { id: 1, orderDate: daysAgo(400) },
  { id: 2, orderDate: daysAgo(200) },
  { id: 3, orderDate: daysAgo(100) },
  { id: 4, orderDate: daysAgo(10) },
  { id: 5, orderDate: daysAgo(10) },
];
const ids = (list: { id: number }[]) => list.map((order) => order.id);

describe('visibleOrders', () => {
  it('keeps the orders of the last 30, 180 or 360 days, or all of them', () => {
    expect(ids(visibleOrders(orders, 'days30', 'newest', NOW))).toEqual([5, 4]);
    expect(ids(visibleOrders(orders, 'days180', 'newest', NOW))).toEqual([5, 4, 3]);
    expect(ids(visibleOrders(orders, 'days360', 'newest', NOW))).toEqual([5, 4, 3, 2]);
    expect(ids(visibleOrders(orders, 'all', 'newest', NOW))).toEqual([5, 4, 3, 2, 1]);
  });

  it('sorts oldest first when asked, without changing the list it was given', () => {
    expect(ids(visibleOrders(orders, 'all', 'oldest', NOW))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(orders)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('orderMetrics', () => {
  it('counts the orders, what is owed for them, the delivered and those on their way', () => {
    expect(
      orderMetrics([
        { status: 'DELIVERED', money: moneyOf({ itemsOrdered: 100.1, amountDue: 100.1 }) },
        { status: 'COMPLETED', money: moneyOf({ itemsOrdered: 0.2, amountDue: 0.2 }) },
        { status: 'PENDING', money: moneyOf({ itemsOrdered: 47, amountDue: 47 }) },
        { status: 'SHIPPED', money: moneyOf({ itemsOrdered: 12.5, amountDue: 12.5 }) },
        { status: 'CANCELLED', money: moneyOf({ itemsOrdered: 30, amountDue: 0 }) },
      ]),
    ).toEqual({ orders: 5, spent: 159.8, delivered: 2, inProgress: 2 });
  });
});
