import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { User, updateAddressSchema, updateUserSchema } from '@souk/shared/schemas/users';
import type { Language } from '@souk/shared/constants';
import { users } from '../../db/schema/accounts';
import type { Database } from '../../db/client';
import type { AppContext } from '../../context';
import type { Caller } from '../../plugins/auth';
import { AppError } from '../../lib/errors';
import { composeMail, mailTemplates } from '../../lib/mail-templates';
import { assertAcceptablePassword } from '../../lib/password-policy';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { reencodeImage } from '../../lib/images';

export type UserRow = typeof users.$inferSelect;

/** The public shape of an account (storefront §3 "User"); never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    phoneNumber: row.phoneNumber,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    dateOfBirth: row.dateOfBirth,
    registrationDate: row.registrationDate.toISOString(),
    profilePicture: row.profilePicture,
    createdAt: row.createdAt.toISOString(),
    companyName: row.companyName,
    taxId: row.taxId,
    role: row.role,
    enabled: row.enabled,
    emailVerified: row.emailVerified,
    brandId: row.brandId,
    language: row.language,
  };
}

/** The name to greet someone by in an email. */
export function displayName(row: Pick<UserRow, 'firstname' | 'email'>): string {
  return row.firstname?.trim() || row.email.split('@')[0] || 'there';
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function getUser(db: Database, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new AppError('user_not_found');
  return row;
}

/** Own account only; an admin may edit any (issue 2, PATCH /users/update/{id}). */
function assertMayEdit(caller: Caller, userId: number): void {
  if (caller.userId !== userId && caller.role !== 'ADMIN') throw new AppError('forbidden');
}

/**
 * A changed email address is unproven again: the account is marked unverified, and the caller
 * mails a code to the new address and a notice to the old one (`previous` says it changed).
 */
export async function updateUser(
  db: Database,
  caller: Caller,
  userId: number,
  input: z.output<typeof updateUserSchema>,
): Promise<{ user: UserRow; previous: Pick<UserRow, 'email' | 'emailVerified'> | null }> {
  assertMayEdit(caller, userId);
  if (input.id !== undefined && input.id !== userId) {
    throw new AppError('validation_failed', undefined, { id: 'invalid_value' });
  }
  const current = await getUser(db, userId);
  if (input.email) await assertEmailFree(db, input.email, userId);
  if (input.phoneNumber) await assertPhoneFree(db, input.phoneNumber, userId);
  const emailChanged = input.email !== undefined && input.email !== current.email;
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.firstname !== undefined) changes.firstname = input.firstname;
  if (input.lastname !== undefined) changes.lastname = input.lastname;
  if (emailChanged) Object.assign(changes, { email: input.email, emailVerified: false });
  if (input.phoneNumber !== undefined) changes.phoneNumber = input.phoneNumber || null;
  if (input.address !== undefined) changes.address = input.address || null;
  try {
    const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
    return { user: row!, previous: emailChanged ? current : null };
  } catch (error) {
    throw accountConflict(error) ?? error;
  }
}

export async function updateMyAddress(
  db: Database,
  caller: Caller,
  input: z.output<typeof updateAddressSchema>,
): Promise<User> {
  const [row] = await db
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, caller.userId))
    .returning();
  if (!row) throw new AppError('user_not_found');
  return toUser(row);
}

/**
 * One password change for every login (customers, admins and brands share the login table).
 * A wrong old password counts as a failed login of the account: a stolen session cannot be used
 * to guess the password without limit.
 */
export async function changePassword(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'limiters'>,
  caller: Caller,
  input: { oldPassword: string; newPassword: string },
  ip: string,
): Promise<void> {
  const row = await getUser(ctx.db, caller.userId);
  ctx.limiters.login.check(ip, row.email);
  if (!(await verifyPassword(row.passwordHash, input.oldPassword))) {
    ctx.limiters.login.fail(ip, row.email);
    throw new AppError('wrong_password');
  }
  assertAcceptablePassword(input.newPassword, row.email, 'newPassword');
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
    .where(eq(users.id, row.id));
  await ctx.mailer.send(
    composeMail(mailTemplates.passwordChanged, row.language as Language, row.email, {
      name: displayName(row),
    }),
  );
}

/**
 * Sets the own profile picture. Two uploads at once must not leave a file behind: the account's
 * row is locked while its picture changes, so the second upload sees (and removes) the first one's
 * file; a file whose database write failed is removed again.
 */
export async function setProfilePicture(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  caller: Caller,
  userId: number,
  image: Buffer,
): Promise<User> {
  // A person's own face: only the account itself sets it (no admin exception, unlike the profile).
  if (caller.userId !== userId) throw new AppError('forbidden');
  const webp = await reencodeImage(image, { width: 512, height: 512 });
  const url = await ctx.storage.save('avatars', 'webp', webp);
  let replaced: { row: UserRow; previous: string | null };
  try {
    replaced = await ctx.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ profilePicture: users.profilePicture })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!locked) throw new AppError('user_not_found');
      const [row] = await tx
        .update(users)
        .set({ profilePicture: url, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return { row: row!, previous: locked.profilePicture };
    });
  } catch (error) {
    await ctx.storage.remove(url);
    throw error;
  }
  if (replaced.previous) await ctx.storage.remove(replaced.previous);
  return toUser(replaced.row);
}

export async function assertEmailFree(
  db: Database,
  email: string,
  exceptUserId?: number,
): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.email, email.toLowerCase()),
        exceptUserId ? ne(users.id, exceptUserId) : sql`true`,
      ),
    );
  if (taken)
    throw new AppError('email_already_in_use', undefined, { email: 'email_already_in_use' });
}

export async function assertPhoneFree(
  db: Database,
  phone: string,
  exceptUserId?: number,
): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.phoneNumber, phone), exceptUserId ? ne(users.id, exceptUserId) : sql`true`),
    );
  if (taken)
    throw new AppError('phone_already_in_use', undefined, { phoneNumber: 'phone_already_in_use' });
}

/**
 * The error for a write the unique indexes refused: two requests raced for one email or phone
 * past the checks above. Anything else is not a conflict (undefined).
 */
export function accountConflict(error: unknown): AppError | undefined {
  const constraint = (error as { cause?: { constraint?: unknown } }).cause?.constraint;
  if (constraint === 'users_email_key')
    return new AppError('email_already_in_use', undefined, { email: 'email_already_in_use' });
  if (constraint === 'users_phone_key')
    return new AppError('phone_already_in_use', undefined, { phoneNumber: 'phone_already_in_use' });
  return undefined;
}
