import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  DELIVERED_PART_STATUSES,
  FINAL_PART_STATUSES,
  RECEIVED_PAYMENT_STATUSES,
} from '@souk/shared/order-money';
import { orderItems } from '../../db/schema/commerce';

/**
 * The money rules of packages/shared/src/order-money.ts (`isKeptItem`, `isStandingPart`,
 * `isEarningPart`) as SQL, built from the same status lists so the two cannot part ways: the
 * brand's orders, customers and reports (and the refunds' ceiling) count a part's money as the
 * order responses do (decision 029). Each takes the column it judges: a drizzle column, or
 * `sql.raw('oi.status')` in a raw statement.
 */

const listOf = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));
const FINAL_LIST = listOf(FINAL_PART_STATUSES);
const DELIVERED_LIST = listOf(DELIVERED_PART_STATUSES);
const RECEIVED_LIST = listOf(RECEIVED_PAYMENT_STATUSES);

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

/**
 * A part whose money is in hand (`isEarningPart`): delivered (or completed), and paid — a card
 * order once its payment came, a cash one on that part's delivery (per part, not per order).
 */
export const earningPart = (
  partStatus: SQLWrapper,
  method: SQLWrapper,
  paymentStatus: SQLWrapper,
) =>
  sql`(${partStatus} in (${DELIVERED_LIST}) and (${method} = 'ON_DELIVERY' or ${paymentStatus} in (${RECEIVED_LIST})))`;

/** An item whose money is in hand: not rejected, in an earning part. */
export const EARNED_ITEM = sql`${keptItem(sql.raw('oi.status'))} and ${earningPart(
  sql.raw('bo.status'),
  sql.raw('o.payment_method'),
  sql.raw('o.payment_status'),
)}`;
