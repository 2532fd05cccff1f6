import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { orderItems } from '../../db/schema/commerce';
import { FINAL_STATUSES } from './order-rules';

/**
 * The amount rules of order-rules.ts (`isKeptItem`, `isStandingPart`) as SQL, written once so the
 * brand's orders, customers and reports (and the refunds' ceiling) count a part's money alike.
 * Each takes the column it judges: a drizzle column, or `sql.raw('oi.status')` in a raw statement.
 */

const FINAL_LIST = sql.raw(FINAL_STATUSES.map((status) => `'${status}'`).join(', '));

/** The item counts in its part's worth: not rejected. */
export const keptItem = (itemStatus: SQLWrapper): SQL => sql`${itemStatus} <> 'REJECTED'`;

/** The part stands: neither cancelled nor refunded. */
export const standingPart = (partStatus: SQLWrapper): SQL =>
  sql`${partStatus} not in (${FINAL_LIST})`;

/**
 * What a brand's part is worth (numeric, in dinar): the subtotals of its items that are not
 * rejected, whatever the part's status — a correlated sum on the part's id (order_items is
 * indexed on brand_order_id).
 */
export const partWorth = (brandOrderId: SQLWrapper): SQL =>
  sql`(select coalesce(sum(${orderItems.subtotal}), 0) from ${orderItems}
    where ${orderItems.brandOrderId} = ${brandOrderId} and ${keptItem(orderItems.status)})`;

/*
 * The reports' words (brand-reports, admin-reports; written out in
 * packages/shared/src/responses/brand-reports.ts) as conditions of raw statements whose aliases
 * are o = orders, bo = brand_orders, oi = order_items — one definition, so the brand's and the
 * marketplace's dashboards count alike.
 */

/** An order counts unless it is an online order whose payment never came. */
export const COUNTED_ORDER = sql.raw(
  `not (o.payment_method = 'ONLINE' and o.payment_status in ('PENDING', 'FAILED', 'CANCELLED'))`,
);

/** The part still stands: neither cancelled nor refunded. */
export const STANDING_PART = standingPart(sql.raw('bo.status'));

/** An item sold: not rejected, in a part that stands. */
export const SOLD_ITEM = sql`${keptItem(sql.raw('oi.status'))} and ${STANDING_PART}`;

/** An item whose money is in hand: not rejected, its part delivered (or completed) and paid. */
export const EARNED_ITEM = sql`${keptItem(sql.raw('oi.status'))} and ${sql.raw(
  `bo.status in ('DELIVERED', 'COMPLETED') and o.payment_status in ('PAID', 'REFUNDED')`,
)}`;
