import { describe, expect, it } from 'vitest';
import { earnedCents, orderMoney, partMoney, type OrderMoneyInput } from './order-money';

/**
 * The figures of issue 30 item 2 on small orders worked out by hand: a 100 dt item and a 50 dt
 * item of brand A (part 1), a 30 dt item of brand B (part 2), 7 dt shipping: 187 dt in all.
 */
const base: OrderMoneyInput = {
  paymentMethod: 'ONLINE',
  paymentStatus: 'PENDING',
  total: 18_700,
  shippingCost: 700,
  parts: [
    { id: 1, status: 'PENDING' },
    { id: 2, status: 'PENDING' },
  ],
  lines: [
    { partId: 1, subtotal: 10_000, status: 'PENDING' },
    { partId: 1, subtotal: 5_000, status: 'PENDING' },
    { partId: 2, subtotal: 3_000, status: 'PENDING' },
  ],
  refundDue: 0,
  refunded: 0,
  cardPayments: 0,
};
const withParts = (a: string, b: string) =>
  [
    { id: 1, status: a },
    { id: 2, status: b },
  ] as OrderMoneyInput['parts'];

describe('order money figures', () => {
  it('an unpaid card order owes all of it', () => {
    expect(orderMoney(base)).toEqual({
      itemsOrdered: 18_000,
      amountDue: 18_700,
      shipping: 700,
      paid: 0,
      stillToPay: 18_700,
      owedBack: 0,
      refunded: 0,
    });
  });

  it('a paid card order has nothing still to pay, even before anything is delivered', () => {
    const money = orderMoney({ ...base, paymentStatus: 'PAID', cardPayments: 18_700 });
    expect(money.paid).toBe(18_700);
    expect(money.stillToPay).toBe(0);
    // paid twice (two payment pages): both are money received, the second is owed back
    const twice = orderMoney({
      ...base,
      paymentStatus: 'PAID',
      cardPayments: 37_400,
      refundDue: 18_700,
    });
    expect(twice).toMatchObject({ paid: 37_400, owedBack: 18_700, stillToPay: 0 });
  });

  it('a rejected item counts 0 in the amount due but stays in the items ordered', () => {
    const money = orderMoney({
      ...base,
      paymentStatus: 'PAID',
      lines: base.lines.map((line, index) =>
        index === 1 ? { ...line, status: 'REJECTED' as const } : line,
      ),
      refundDue: 5_000,
    });
    expect(money.itemsOrdered).toBe(18_000);
    expect(money.amountDue).toBe(13_700);
    expect(money.owedBack).toBe(5_000);
    expect(money.stillToPay).toBe(0);
  });

  it('a cancelled part counts 0; shipping goes when nothing stands', () => {
    expect(orderMoney({ ...base, parts: withParts('CANCELLED', 'PENDING') }).amountDue).toBe(3_700);
    const none = orderMoney({ ...base, parts: withParts('CANCELLED', 'CANCELLED') });
    expect(none).toMatchObject({ amountDue: 0, shipping: 0, stillToPay: 0, paid: 0 });
  });

  it('cash is paid per part, on each part’s delivery, shipping with the first', () => {
    const cash = { ...base, paymentMethod: 'ON_DELIVERY' as const };
    expect(orderMoney(cash)).toMatchObject({ paid: 0, stillToPay: 18_700 });
    expect(orderMoney({ ...cash, parts: withParts('DELIVERED', 'SHIPPED') })).toMatchObject({
      paid: 15_700,
      stillToPay: 3_000,
    });
    expect(orderMoney({ ...cash, parts: withParts('DELIVERED', 'COMPLETED') })).toMatchObject({
      paid: 18_700,
      stillToPay: 0,
    });
  });

  it('a refunded cash part stays paid and its refund is recorded', () => {
    const money = orderMoney({
      ...base,
      paymentMethod: 'ON_DELIVERY',
      parts: withParts('REFUNDED', 'PENDING'),
      refunded: 15_000,
    });
    expect(money).toMatchObject({ amountDue: 3_700, paid: 15_700, stillToPay: 3_000 });
    expect(money.refunded).toBe(15_000);
  });

  it("a brand's part: its items, no shipping, rejected items 0", () => {
    const lines = [
      { subtotal: 10_000, status: 'ACCEPTED' as const },
      { subtotal: 5_000, status: 'REJECTED' as const },
    ];
    const part = (status: 'PENDING' | 'DELIVERED', paymentStatus: 'PAID' | 'PENDING') => ({
      paymentMethod: 'ON_DELIVERY' as const,
      paymentStatus,
      part: { id: 1, status },
      lines,
      refunded: 0,
    });
    expect(partMoney(part('PENDING', 'PENDING'))).toEqual({
      itemsOrdered: 15_000,
      amountDue: 10_000,
      shipping: 0,
      paid: 0,
      stillToPay: 10_000,
      owedBack: 0,
      refunded: 0,
    });
    // cash: the part delivered is paid, even while the order's other parts are not
    expect(partMoney(part('DELIVERED', 'PENDING'))).toMatchObject({ paid: 10_000, stillToPay: 0 });
    expect(earnedCents(part('DELIVERED', 'PENDING'))).toBe(10_000);
    expect(earnedCents(part('PENDING', 'PENDING'))).toBe(0);
  });
});
