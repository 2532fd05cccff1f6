import { ilike, or, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { orders } from '../../db/schema/commerce';
import { likePattern } from '../../lib/sql-paging';

/**
 * What the admin's and a brand's orders lists sort and search on alike (dashboards §2 "Orders");
 * both join the order's customer (users).
 */

/** The customer's first and last name, as the lists sort them. */
export const customerName = sql<string>`trim(coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, ''))`;

/** The search of an orders list: a part of the order number, or of the customer's name or email. */
export function orderSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(orders.orderNumber, pattern),
    ilike(users.email, pattern),
    ilike(customerName, pattern),
  );
}
