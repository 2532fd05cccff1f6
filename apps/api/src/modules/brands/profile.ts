import type { FastifyRequest } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LIMITS, type Language } from '@souk/shared/constants';
import { VALIDATION_CODES, type MessageValues } from '@souk/shared/messages';
import type { OwnBrand } from '@souk/shared/responses/accounts';
import type { BrandProfileChanges, RegisterBrand } from '@souk/shared/schemas/brand-profile';
import type { AppContext } from '../../context';
import type { Database, Tx } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { brandCategories, brands } from '../../db/schema/brands';
import { AppError } from '../../lib/errors';
import { reencodeImage } from '../../lib/images';
import { composeMail, mailTemplates } from '../../lib/mail-templates';
import { assertAcceptablePassword } from '../../lib/password-policy';
import { hashPassword } from '../../lib/passwords';
import { readMultipartForm } from '../../lib/uploads';
import type { Caller } from '../../plugins/auth';
import { accountConflict, assertEmailFree } from '../users/service';
import { getMyBrand } from './service';

/**
 * A brand's own profile (spec: dashboards §2 "Settings", §5 "Brand settings", §7 PATCH
 * /brands/update-profile) and the admins' add brand (§5 "Add brand", §7 POST /brands/register).
 */

export const brandProfileTexts: Record<Language, { profileUpdated: string; registered: string }> = {
  en: { profileUpdated: 'Brand profile updated', registered: 'Brand registered' },
  fr: { profileUpdated: 'Profil de la marque mis à jour', registered: 'Marque enregistrée' },
  ar: { profileUpdated: 'تم تحديث ملف العلامة التجارية', registered: 'تم تسجيل العلامة التجارية' },
};

/**
 * Validates a brand body with its shared schema. Failures answer like every validation error
 * (400 validation_failed, a message per field), and the description's names the length typed:
 * "Description exceeds limit: 612/500 characters" (spec: dashboards §5).
 */
export function parseBrandInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  const fieldValues: Record<string, MessageValues> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || '_';
    if (fields[field]) continue;
    const code = (VALIDATION_CODES as readonly string[]).includes(issue.message)
      ? issue.message
      : 'invalid_value';
    fields[field] = code;
    if (code === 'description_too_long' || code === 'brand_description_too_long') {
      const typed =
        raw && typeof raw === 'object' ? (raw as { description?: unknown }).description : undefined;
      fieldValues[field] = {
        entered: typeof typed === 'string' ? typed.trim().length : 0,
        max: LIMITS.brandDescriptionMax,
      };
    }
  }
  const error = new AppError('validation_failed', undefined, fields);
  error.fieldValues = fieldValues;
  throw error;
}

/**
 * The fields and the logo of an update-profile request: multipart as the spec sends it (the
 * links as JSON text under `links` or `linksJson`, the logo file under `logo`), or a JSON body
 * without a logo. Blank and null fields mean "not sent".
 */
export async function readBrandProfileRequest(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; logo?: Buffer }> {
  if (request.isMultipart()) {
    const form = await readMultipartForm(request, {
      maxFileBytes: LIMITS.brandLogoMaxBytes,
      maxFiles: 1,
    });
    const { logo, ...others } = form.files;
    const stray = Object.keys(others)[0];
    if (stray) throw new AppError('validation_failed', undefined, { [stray]: 'invalid_value' });
    const { linksJson, ...fields } = form.fields;
    return { fields: { ...fields, links: fields.links ?? linksJson }, logo: logo?.[0] };
  }
  const body: unknown = request.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new AppError('bad_request');
  const { linksJson, ...fields } = Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== null && value !== undefined),
  );
  return { fields: { ...fields, links: fields.links ?? linksJson } };
}

/** A brand name is unique among brands whatever its case ("Dar Chraka" and "dar chraka"). */
async function assertBrandNameFree(db: Database | Tx, name: string, exceptBrandId?: number) {
  const [taken] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(
      and(
        sql`lower(${brands.name}) = lower(${name})`,
        exceptBrandId ? ne(brands.id, exceptBrandId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new AppError('brand_name_taken', undefined, { name: 'brand_name_taken' });
}

/** A brand's logo re-encoded to a square WebP of LIMITS.brandLogoPixels and stored: its address. */
async function storeLogo(storage: AppContext['storage'], logo: Buffer): Promise<string> {
  const size = LIMITS.brandLogoPixels;
  return storage.save('brands', 'webp', await reencodeImage(logo, { width: size, height: size }));
}

/** Two writers racing for one name or one login email: the unique indexes decide. */
function brandConflict(error: unknown): AppError | undefined {
  const constraint = (error as { cause?: { constraint?: unknown } }).cause?.constraint;
  if (constraint === 'brands_name_key')
    return new AppError('brand_name_taken', undefined, { name: 'brand_name_taken' });
  return accountConflict(error);
}

/**
 * Applies the changes of the signed-in brand's own profile (the brand comes from the token; no
 * brand id is read from the request). Steps: re-encode the logo to a 400 px square WebP and store
 * it; in one transaction lock the brand, check a new name is free, write the changes, and after a
 * rename refresh the search documents of its products (they hold the brand's name) and the login's
 * company name. Undo: a stored logo whose write failed is removed; after the commit the replaced
 * logo is removed.
 */
export async function updateBrandProfile(
  ctx: Pick<AppContext, 'db' | 'catalogueDb' | 'storage'>,
  caller: Caller,
  changes: BrandProfileChanges,
  logo?: Buffer,
): Promise<OwnBrand> {
  const brandId = caller.brandId;
  if (brandId === null) throw new AppError('brand_not_found');
  const logoUrl = logo ? await storeLogo(ctx.storage, logo) : undefined;

  const cleared = Object.fromEntries((changes.clear ?? []).map((field) => [field, null]));
  const values = Object.fromEntries(
    Object.entries({
      name: changes.name,
      description: changes.description,
      email: changes.email,
      phoneNumber: changes.phoneNumber,
      websiteUrl: changes.websiteUrl,
      links: changes.links,
      logo: logoUrl,
    }).filter(([, value]) => value !== undefined),
  );

  let outcome: { previousLogo: string | null; renamed: boolean };
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ name: brands.name, logo: brands.logo })
        .from(brands)
        .where(eq(brands.id, brandId))
        .for('update');
      if (!current) throw new AppError('brand_not_found');
      const renamed = changes.name !== undefined && changes.name !== current.name;
      if (renamed) await assertBrandNameFree(tx, changes.name!, brandId);
      await tx
        .update(brands)
        .set({ ...cleared, ...values, updatedAt: new Date() })
        .where(eq(brands.id, brandId));
      if (renamed) {
        await tx
          .update(users)
          .set({ companyName: changes.name!, updatedAt: new Date() })
          .where(and(eq(users.brandId, brandId), eq(users.role, 'BRAND')));
        // the storefront search finds the brand's products by its new name
        await tx.execute(
          sql`select refresh_product_search(array(select id from products where brand_id = ${brandId}))`,
        );
      }
      return { previousLogo: current.logo, renamed };
    });
  } catch (error) {
    if (logoUrl) await ctx.storage.remove(logoUrl);
    throw brandConflict(error) ?? error;
  }
  if (logoUrl && outcome.previousLogo && outcome.previousLogo !== logoUrl)
    await ctx.storage.remove(outcome.previousLogo);
  return getMyBrand(ctx.db, caller);
}

/**
 * An admin adds a brand and its login (spec: dashboards §5 "Add brand"; §7 POST /brands,
 * /brands/register, /brands/register-with-logo: one service for the three). Steps: check the
 * password and that the login email is free; re-encode the logo to a 400 px square WebP and store
 * it; in one transaction check the name is free and the category exists, insert the brand, then a
 * BRAND account for the contact email with the given password, verified (the admin vouches for
 * it), in the mails' language. After the commit the catalogue counts are dropped and the brand is
 * mailed its login address and how to sign in, never the password. 409 when the name or the email
 * is taken. Undo: a stored logo is removed when the transaction fails. Answers the brand's id.
 */
export async function registerBrand(
  ctx: Pick<AppContext, 'db' | 'catalogueDb' | 'storage' | 'mailer' | 'publicUrl'>,
  input: RegisterBrand,
  language: Language,
  logo?: Buffer,
): Promise<number> {
  assertAcceptablePassword(input.password, input.email, 'password');
  await assertEmailFree(ctx.db, input.email);
  const passwordHash = await hashPassword(input.password);
  const logoUrl = logo ? await storeLogo(ctx.storage, logo) : null;
  const mailLanguage = input.language ?? language;
  let brandId: number;
  try {
    brandId = await ctx.db.transaction(async (tx) => {
      await assertBrandNameFree(tx, input.name);
      const [category] = await tx
        .select({ id: brandCategories.id })
        .from(brandCategories)
        .where(eq(brandCategories.id, input.categoryId));
      if (!category)
        throw new AppError('validation_failed', undefined, { categoryId: 'invalid_value' });
      const [brand] = await tx
        .insert(brands)
        .values({
          name: input.name,
          description: input.description,
          email: input.email,
          phoneNumber: input.phoneNumber ?? null,
          websiteUrl: input.websiteUrl ?? null,
          links: input.links ?? [],
          logo: logoUrl,
          brandCategoryId: input.categoryId,
        })
        .returning({ id: brands.id });
      await tx.insert(users).values({
        email: input.email,
        passwordHash,
        companyName: input.name,
        role: 'BRAND',
        brandId: brand!.id,
        emailVerified: true,
        language: mailLanguage,
      });
      return brand!.id;
    });
  } catch (error) {
    if (logoUrl) await ctx.storage.remove(logoUrl);
    throw brandConflict(error) ?? error;
  }
  await ctx.mailer.send(
    composeMail(mailTemplates.brandWelcome, mailLanguage, input.email, {
      brandName: input.name,
      email: input.email,
      link: `${ctx.publicUrl}/login`,
    }),
  );
  return brandId;
}
