import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '@souk/shared/constants';
import { users } from '../../db/schema/accounts';
import { brands } from '../../db/schema/brands';
import type { Database } from '../../db/client';

/**
 * Where a brand hears of its orders, returns and payouts: each enabled login of the brand, in its
 * language, else the brand's own address (in English).
 */
export async function brandRecipients(
  db: Database,
  brandId: number,
): Promise<Array<{ email: string; language: Language }>> {
  const logins = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.brandId, brandId), eq(users.role, 'BRAND'), eq(users.enabled, true)))
    .orderBy(asc(users.id));
  if (logins.length > 0) return logins;
  const [brand] = await db
    .select({ email: brands.email })
    .from(brands)
    .where(eq(brands.id, brandId));
  return brand?.email ? [{ email: brand.email, language: 'en' }] : [];
}
