import type { FastifyBaseLogger } from 'fastify';
import type { OrderItemStatus, OrderStatus } from '@souk/shared/constants';
import type { AppContext } from '../../context';
import { changeItemStatus, changeOrderStatus, type OrderChange } from './order-changes';
import { mailOrderChange } from './order-mails';
import type { Actor } from './order-rules';
import { withdrawAtGateway } from './payment-service';

/**
 * A status change as a route makes it (decision 010): the change in its own transaction, then —
 * once committed — the payments it withdrew are withdrawn at the gateway, and the customer's mail (the alert was written with the change). The customer's,
 * the brand's and the admin's routes all come through here.
 */

type Log = Pick<FastifyBaseLogger, 'error'>;

/** The order (a brand: its own part) moves to `to`. */
export async function updateOrderStatus(
  ctx: AppContext,
  orderId: number,
  to: OrderStatus,
  who: { actor: Actor; brandId?: number | null },
  log: Log,
): Promise<OrderChange> {
  const change = await ctx.db.transaction((tx) => changeOrderStatus(tx, orderId, to, who));
  await withdrawAtGateway(ctx, change.withdrawn, log);
  await mailOrderChange(ctx, change, log);
  return change;
}

/** A brand's (or an admin's) decision on one item. */
export async function updateItemStatus(
  ctx: AppContext,
  itemId: number,
  to: OrderItemStatus,
  who: { actor: Actor; brandId?: number | null; reason?: string | null },
  log: Log,
): Promise<OrderChange> {
  const change = await ctx.db.transaction((tx) => changeItemStatus(tx, itemId, to, who));
  await withdrawAtGateway(ctx, change.withdrawn, log);
  await mailOrderChange(ctx, change, log);
  return change;
}
