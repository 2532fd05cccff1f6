import { eq } from 'drizzle-orm';
import { brands } from '../db/schema/brands';
import type { Database, Tx } from '../db/client';
import type { Caller } from '../plugins/auth';
import { AppError } from './errors';

/**
 * The brand a brand-dashboard call is about (issue 12), one rule for every module: a brand's own
 * — its token decides, whatever brandId it sends (a {brandId} in the path was already checked
 * against the token by the auth plugin's config.owner); an admin's choice, which it must make
 * (400 with `brandId: required`). A brand login without a brand is refused (403).
 */
export function callerBrandId(caller: Caller, asked: number | undefined): number {
  if (caller.role === 'ADMIN') {
    if (asked === undefined)
      throw new AppError('validation_failed', undefined, { brandId: 'required' });
    return asked;
  }
  if (caller.role !== 'BRAND' || caller.brandId === null) throw new AppError('forbidden');
  return caller.brandId;
}

/**
 * As `callerBrandId`, where the brand must exist before anything is read or written: an admin's
 * choice of a brand that does not exist is 404 brand_not_found (a brand's own always exists).
 */
export async function existingCallerBrandId(
  db: Database | Tx,
  caller: Caller,
  asked: number | undefined,
): Promise<number> {
  const brandId = callerBrandId(caller, asked);
  if (caller.role === 'ADMIN') {
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
    if (!brand) throw new AppError('brand_not_found');
  }
  return brandId;
}
