import { eq } from 'drizzle-orm';
import { DEFAULT_SHIPPING_RULE, type ShippingRule } from '@souk/shared/basket';
import type { Database, Tx } from '../../db/client';
import { SETTINGS_ROW, marketplaceSettings } from '../../db/schema/settings';

/**
 * The marketplace's shipping rule (issue 30, decision 025): the admin sets it; the cart, POST
 * /orders and the seeded orders charge by it, and the storefront's texts say it. Read from the
 * settings row each time (one row by its key): every instance charges the rule of the moment.
 */

type Db = Database | Tx;

export async function getShippingRule(db: Db): Promise<ShippingRule> {
  const [row] = await db
    .select({
      flatFeeCents: marketplaceSettings.shippingFlatFee,
      freeOverCents: marketplaceSettings.freeShippingOver,
    })
    .from(marketplaceSettings)
    .where(eq(marketplaceSettings.id, SETTINGS_ROW));
  // the migration seeds the row; a database without it charges the defaults it would hold
  return row ?? DEFAULT_SHIPPING_RULE;
}

/** The admin's new rule (already checked), recorded with who set it. */
export async function setShippingRule(
  db: Db,
  rule: ShippingRule,
  adminId: number,
): Promise<ShippingRule> {
  const values = {
    shippingFlatFee: rule.flatFeeCents,
    freeShippingOver: rule.freeOverCents,
    updatedBy: adminId,
    updatedAt: new Date(),
  };
  await db
    .insert(marketplaceSettings)
    .values({ id: SETTINGS_ROW, ...values })
    .onConflictDoUpdate({ target: marketplaceSettings.id, set: values });
  return getShippingRule(db);
}
