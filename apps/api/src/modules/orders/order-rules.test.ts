import { describe, expect, it } from 'vitest';
import { ORDER_ITEM_STATUSES, ORDER_STATUSES, type OrderStatus } from '@souk/shared/constants';
import {
  amountDueCents,
  customerMayCancel,
  deriveOrderStatus,
  mayMoveItem,
  mayMovePart,
  partsToMove,
  paymentStatusAfter,
  refundDueAdded,
  type Actor,
} from './order-rules';

/**
 * Decision 010's table, written out again by hand: every (from, to, actor) not listed here is
 * forbidden. The test walks every combination, so a rule added or lost in order-rules.ts shows.
 */
const ALLOWED: ReadonlyArray<readonly [OrderStatus, OrderStatus, readonly Actor[]]> = [
  ['PENDING', 'PROCESSING', ['BRAND', 'ADMIN']],
  ['PROCESSING', 'PENDING', ['BRAND', 'ADMIN']],
  ['PENDING', 'SHIPPED', ['BRAND', 'ADMIN']],
  ['PROCESSING', 'SHIPPED', ['BRAND', 'ADMIN']],
  ['SHIPPED', 'DELIVERED', ['BRAND', 'ADMIN']],
  ['SHIPPED', 'COMPLETED', ['ADMIN']],
  ['DELIVERED', 'COMPLETED', ['ADMIN']],
  ['PENDING', 'CANCELLED', ['CUSTOMER', 'BRAND', 'ADMIN', 'SYSTEM']],
  ['PROCESSING', 'CANCELLED', ['CUSTOMER', 'BRAND', 'ADMIN', 'SYSTEM']],
  ['DELIVERED', 'REFUNDED', ['BRAND', 'ADMIN']],
  ['COMPLETED', 'REFUNDED', ['ADMIN']],
];
const ACTORS: Actor[] = ['CUSTOMER', 'BRAND', 'ADMIN', 'SYSTEM'];
const paidCash = { method: 'ON_DELIVERY', status: 'PENDING' } as const;

describe('brand part transitions', () => {
  const cases = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.flatMap((to) => ACTORS.map((actor) => [from, to, actor] as const)),
  );
  it.each(cases)('%s → %s by %s follows the table', (from, to, actor) => {
    const allowed = ALLOWED.some(([f, t, by]) => f === from && t === to && by.includes(actor));
    expect(mayMovePart(from, to, actor, paidCash)).toBe(allowed);
  });

  it('never prepares or ships an unpaid card order, but may cancel it', () => {
    const unpaid = { method: 'ONLINE', status: 'PENDING' } as const;
    const failed = { method: 'ONLINE', status: 'FAILED' } as const;
    const paid = { method: 'ONLINE', status: 'PAID' } as const;
    for (const payment of [unpaid, failed]) {
      expect(mayMovePart('PENDING', 'PROCESSING', 'BRAND', payment)).toBe(false);
      expect(mayMovePart('PENDING', 'SHIPPED', 'ADMIN', payment)).toBe(false);
      expect(mayMovePart('PENDING', 'CANCELLED', 'SYSTEM', payment)).toBe(true);
    }
    expect(mayMovePart('PENDING', 'PROCESSING', 'BRAND', paid)).toBe(true);
  });
});

describe('order-wide changes', () => {
  const parts = (...statuses: OrderStatus[]) => statuses.map((status, id) => ({ id, status }));

  it('move every open part not already there', () => {
    expect(
      partsToMove(parts('PENDING', 'PROCESSING', 'CANCELLED'), 'SHIPPED', 'ADMIN', paidCash),
    ).toEqual([
      { id: 0, status: 'PENDING' },
      { id: 1, status: 'PROCESSING' },
    ]);
    expect(partsToMove(parts('SHIPPED', 'PENDING'), 'SHIPPED', 'ADMIN', paidCash)).toEqual([
      { id: 1, status: 'PENDING' },
    ]);
  });

  it('are all or nothing: one part that may not move stops the change', () => {
    expect(() =>
      partsToMove(parts('SHIPPED', 'PENDING'), 'CANCELLED', 'CUSTOMER', paidCash),
    ).toThrow('invalid_status_transition');
    expect(() => partsToMove(parts('CANCELLED'), 'CANCELLED', 'CUSTOMER', paidCash)).toThrow(
      'invalid_status_transition',
    );
  });

  it('let the customer cancel only while every live part is unshipped', () => {
    expect(customerMayCancel(['PENDING', 'PROCESSING', 'CANCELLED'])).toBe(true);
    expect(customerMayCancel(['PENDING', 'SHIPPED'])).toBe(false);
    expect(customerMayCancel(['CANCELLED'])).toBe(false);
  });
});

describe("the order's derived status", () => {
  it.each([
    [['PENDING', 'PENDING'], 'PENDING'],
    [['PENDING', 'PROCESSING'], 'PROCESSING'],
    [['PENDING', 'SHIPPED'], 'PROCESSING'],
    [['SHIPPED', 'DELIVERED'], 'SHIPPED'],
    [['DELIVERED', 'COMPLETED'], 'DELIVERED'],
    [['COMPLETED', 'COMPLETED'], 'COMPLETED'],
    [['DELIVERED', 'CANCELLED'], 'DELIVERED'],
    [['CANCELLED', 'CANCELLED'], 'CANCELLED'],
    [['REFUNDED', 'CANCELLED'], 'REFUNDED'],
    [['REFUNDED', 'DELIVERED'], 'DELIVERED'],
    [['PENDING', 'CANCELLED'], 'PENDING'],
  ] as const)('%j → %s', (statuses, expected) => {
    expect(deriveOrderStatus(statuses)).toBe(expected);
  });
});

describe('item decisions', () => {
  const cases = ORDER_ITEM_STATUSES.flatMap((from) =>
    ORDER_ITEM_STATUSES.flatMap((to) => ORDER_STATUSES.map((part) => [from, to, part] as const)),
  );
  it.each(cases)('%s → %s while the part is %s', (from, to, part) => {
    const open = part === 'PENDING' || part === 'PROCESSING';
    const allowed =
      open &&
      ((from === 'PENDING' && to === 'ACCEPTED') ||
        ((from === 'PENDING' || from === 'ACCEPTED') && to === 'REJECTED'));
    expect(mayMoveItem(from, to, part)).toBe(allowed);
  });
});

describe('money', () => {
  it('owes the kept items plus shipping, nothing once nothing is kept', () => {
    const line = (
      subtotal: number,
      itemStatus: 'PENDING' | 'REJECTED',
      partStatus: OrderStatus,
    ) => ({
      subtotal,
      itemStatus,
      partStatus,
    });
    expect(
      amountDueCents([line(1000, 'PENDING', 'PENDING'), line(500, 'REJECTED', 'PENDING')], 700),
    ).toBe(1700);
    expect(
      amountDueCents([line(1000, 'PENDING', 'CANCELLED'), line(500, 'PENDING', 'REFUNDED')], 700),
    ).toBe(0);
  });

  it('counts cash as paid on delivery and cancels an unpaid payment with its order', () => {
    expect(paymentStatusAfter({ method: 'ON_DELIVERY', status: 'PENDING' }, 'DELIVERED')).toBe(
      'PAID',
    );
    expect(paymentStatusAfter({ method: 'ONLINE', status: 'PENDING' }, 'DELIVERED')).toBe(
      'PENDING',
    );
    expect(paymentStatusAfter({ method: 'ONLINE', status: 'FAILED' }, 'CANCELLED')).toBe(
      'CANCELLED',
    );
    expect(paymentStatusAfter({ method: 'ONLINE', status: 'PAID' }, 'CANCELLED')).toBe('PAID');
  });

  it('marks a paid order refunded once every live part is refunded (decision 015)', () => {
    expect(paymentStatusAfter({ method: 'ONLINE', status: 'PAID' }, 'REFUNDED')).toBe('REFUNDED');
    expect(paymentStatusAfter({ method: 'ON_DELIVERY', status: 'PENDING' }, 'REFUNDED')).toBe(
      'PENDING',
    );
  });

  it('owes back what stopped being due, less the refunds already recorded, never below 0', () => {
    // 127 dt stopped being due, 100 dt given back: 27 dt still owed
    expect(refundDueAdded(12_700, 0, true, 10_000)).toBe(2_700);
    expect(refundDueAdded(12_700, 0, true)).toBe(12_700);
    expect(refundDueAdded(2_500, 0, true, 2_500)).toBe(0);
    expect(refundDueAdded(2_500, 2_000, true, 2_500)).toBe(0);
    // nothing received, nothing owed back
    expect(refundDueAdded(12_700, 0, false, 0)).toBe(0);
  });
});
