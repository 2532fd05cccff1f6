import type {
  OrderItemStatus,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '@souk/shared/constants';
import { FINAL_PART_STATUSES } from '@souk/shared/order-money';
import { AppError } from '../../lib/errors';

/**
 * The order rules of decision record 010, as pure functions: which status changes each side may
 * make, how the order's status follows from its brand parts, and what is still owed. The database
 * side (order-changes.ts) applies them; nothing else decides a status.
 */

export type Actor = 'CUSTOMER' | 'BRAND' | 'ADMIN' | 'SYSTEM';

type Move = { from: readonly OrderStatus[]; to: OrderStatus; by: readonly Actor[] };

/** Every allowed change of a brand part (decision 010, the table). */
export const PART_MOVES: readonly Move[] = [
  { from: ['PENDING'], to: 'PROCESSING', by: ['BRAND', 'ADMIN'] },
  { from: ['PROCESSING'], to: 'PENDING', by: ['BRAND', 'ADMIN'] },
  { from: ['PENDING', 'PROCESSING'], to: 'SHIPPED', by: ['BRAND', 'ADMIN'] },
  { from: ['SHIPPED'], to: 'DELIVERED', by: ['BRAND', 'ADMIN'] },
  { from: ['SHIPPED', 'DELIVERED'], to: 'COMPLETED', by: ['ADMIN'] },
  {
    from: ['PENDING', 'PROCESSING'],
    to: 'CANCELLED',
    by: ['CUSTOMER', 'BRAND', 'ADMIN', 'SYSTEM'],
  },
  { from: ['DELIVERED'], to: 'REFUNDED', by: ['BRAND', 'ADMIN'] },
  { from: ['COMPLETED'], to: 'REFUNDED', by: ['ADMIN'] },
];

/** Parts that may not move any more (order-money.ts: their items stop counting). */
export const FINAL_STATUSES: readonly OrderStatus[] = FINAL_PART_STATUSES;

/** Statuses in which a part's goods have not left the brand yet. */
const NOT_SHIPPED: readonly OrderStatus[] = ['PENDING', 'PROCESSING'];

export type PaymentState = { method: PaymentMethod; status: PaymentStatus };

/** Whether `actor` may move a part from `from` to `to`, for an order paid as `payment` says. */
export function mayMovePart(
  from: OrderStatus,
  to: OrderStatus,
  actor: Actor,
  payment: PaymentState,
): boolean {
  const move = PART_MOVES.find((m) => m.to === to && m.from.includes(from));
  if (!move || !move.by.includes(actor)) return false;
  // Nothing is prepared or shipped for a card order that has not been paid.
  const leavesPending = from === 'PENDING' && to !== 'CANCELLED';
  if (leavesPending && payment.method === 'ONLINE' && payment.status !== 'PAID') return false;
  return true;
}

export function transitionError(from: OrderStatus | OrderItemStatus, to: string): AppError {
  return AppError.withValues(
    'invalid_status_transition',
    { from, to },
    { status: 'invalid_status_transition' },
  );
}

/**
 * The parts an order-wide change moves (every part not final and not already there), or a 422 when
 * any of them may not make the move. A customer may only cancel, and only while nothing shipped.
 */
export function partsToMove<P extends { status: OrderStatus }>(
  parts: readonly P[],
  to: OrderStatus,
  actor: Actor,
  payment: PaymentState,
): P[] {
  const open = parts.filter((part) => !FINAL_STATUSES.includes(part.status));
  const moving = open.filter((part) => part.status !== to);
  const stuck = moving.find((part) => !mayMovePart(part.status, to, actor, payment));
  const current = deriveOrderStatus(parts.map((part) => part.status));
  if (moving.length === 0 || stuck) throw transitionError(stuck?.status ?? current, to);
  return moving;
}

/** The customer may cancel while every part that is not cancelled is still unshipped. */
export function customerMayCancel(statuses: readonly OrderStatus[]): boolean {
  const live = statuses.filter((status) => status !== 'CANCELLED');
  return live.length > 0 && live.every((status) => NOT_SHIPPED.includes(status));
}

const STAGE: Record<OrderStatus, number> = {
  PENDING: 0,
  PROCESSING: 1,
  SHIPPED: 2,
  DELIVERED: 3,
  COMPLETED: 4,
  REFUNDED: 3,
  CANCELLED: -1,
};

/** The order's overall status from its parts' (decision 010, "The order's overall status"). */
export function deriveOrderStatus(statuses: readonly OrderStatus[]): OrderStatus {
  const live = statuses.filter((status) => status !== 'CANCELLED');
  if (live.length === 0) return 'CANCELLED';
  if (live.every((status) => status === 'REFUNDED')) return 'REFUNDED';
  const active = live.filter((status) => status !== 'REFUNDED');
  if (active.every((status) => status === 'PENDING')) return 'PENDING';
  if (active.every((status) => status === 'COMPLETED')) return 'COMPLETED';
  const least = Math.min(...active.map((status) => STAGE[status]));
  if (least >= STAGE.DELIVERED) return 'DELIVERED';
  if (least >= STAGE.SHIPPED) return 'SHIPPED';
  return 'PROCESSING';
}

/** Items: PENDING → ACCEPTED; PENDING or ACCEPTED → REJECTED; while the part is unshipped. */
export function mayMoveItem(
  from: OrderItemStatus,
  to: OrderItemStatus,
  partStatus: OrderStatus,
): boolean {
  if (!NOT_SHIPPED.includes(partStatus)) return false;
  if (to === 'ACCEPTED') return from === 'PENDING';
  if (to === 'REJECTED') return from === 'PENDING' || from === 'ACCEPTED';
  return false;
}

/**
 * What a move to REFUNDED adds to what is owed back (decision 015): the money that stopped being
 * due, less the refunds already recorded for the parts that moved (they are given back, not
 * owed), never below 0. Nothing is owed back on an order that was not paid.
 */
export function refundDueAdded(
  dueBefore: number,
  dueAfter: number,
  received: boolean,
  alreadyRefunded = 0,
): number {
  if (!received) return 0;
  return Math.max(dueBefore - dueAfter - alreadyRefunded, 0);
}

/*
 * The amount rules (isKeptItem, isStandingPart, isKeptLine, amountDueCents) are written once in
 * packages/shared/src/order-money.ts with every money figure of an order (decision 029); their
 * SQL twins are in part-amounts.ts, built from the same status lists.
 */
export {
  amountDueCents,
  isKeptItem,
  isKeptLine,
  isStandingPart,
  type DueLine,
} from '@souk/shared/order-money';

/**
 * The payment status an order reaches with its derived status (cash is paid on delivery; a paid
 * order whose every live part is refunded has had its refunds recorded: decision 015).
 */
export function paymentStatusAfter(payment: PaymentState, orderStatus: OrderStatus): PaymentStatus {
  if (orderStatus === 'CANCELLED' && payment.status !== 'PAID' && payment.status !== 'REFUNDED')
    return 'CANCELLED';
  if (orderStatus === 'REFUNDED' && payment.status === 'PAID') return 'REFUNDED';
  if (
    payment.method === 'ON_DELIVERY' &&
    payment.status === 'PENDING' &&
    (orderStatus === 'DELIVERED' || orderStatus === 'COMPLETED')
  )
    return 'PAID';
  return payment.status;
}
