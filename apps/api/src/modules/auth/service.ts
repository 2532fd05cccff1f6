import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { LIMITS, type Language, type Role } from '@souk/shared/constants';
import type { User } from '@souk/shared/schemas/users';
import type { registerSchema, verifyEmailSchema } from '@souk/shared/schemas/auth';
import { emailVerificationTokens, passwordResetTokens, users } from '../../db/schema/accounts';
import { brands } from '../../db/schema/brands';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { composeMail, mailTemplates } from '../../lib/mail-templates';
import { assertAcceptablePassword } from '../../lib/password-policy';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashSecret, randomCode, randomToken } from '../../lib/tokens';
import {
  accountConflict,
  assertEmailFree,
  assertPhoneFree,
  displayName,
  findUserByEmail,
  getUser,
  toUser,
  type UserRow,
} from '../users/service';
import { mailLoginCode, redeemLoginCode } from './login-codes';

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

/**
 * spec: storefront §7 — sign-up creates a CUSTOMER and mails a verification link and code.
 * Every attempt from an address counts toward its limit (a few per 10 minutes): sign-up sends
 * mail to an address of the caller's choosing, and its "already registered" answers tell who has
 * an account.
 */
export async function registerCustomer(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'publicUrl' | 'limiters'>,
  input: z.output<typeof registerSchema>,
  language: Language,
  ip: string,
): Promise<User> {
  ctx.limiters.signup.check([ip]);
  ctx.limiters.signup.fail([ip]);
  assertAcceptablePassword(input.password, input.email, 'password');
  await releaseStaleSignups(ctx.db, input.email, input.phoneNumber);
  await assertEmailFree(ctx.db, input.email);
  await assertPhoneFree(ctx.db, input.phoneNumber);
  const passwordHash = await hashPassword(input.password);
  let row: UserRow | undefined;
  try {
    [row] = await ctx.db
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstname: input.firstname,
        lastname: input.lastname,
        phoneNumber: input.phoneNumber,
        role: 'CUSTOMER',
        language: input.language ?? language,
      })
      .returning();
  } catch (error) {
    // Two sign-ups racing for one email or phone: the unique index decides.
    throw accountConflict(error) ?? error;
  }
  try {
    await sendVerification(ctx, row!);
  } catch (error) {
    // Undo: without its verification email the account is taken back (its codes go with it), so
    // that signing up again works instead of answering email_already_in_use.
    await ctx.db.delete(users).where(eq(users.id, row!.id));
    throw error;
  }
  return toUser(row!);
}

/**
 * A sign-up nobody verified within 24 hours does not keep its email address or phone number from
 * their real owner: it is removed when someone signs up with either. Only accounts that never
 * proved their address and never logged in go (an account that changed its email logged in).
 */
async function releaseStaleSignups(db: AppContext['db'], email: string, phone: string) {
  const dayAgo = new Date(Date.now() - LIMITS.unverifiedSignupHours * 3_600_000);
  await db
    .delete(users)
    .where(
      and(
        eq(users.role, 'CUSTOMER'),
        eq(users.emailVerified, false),
        isNull(users.lastLogin),
        lt(users.createdAt, dayAgo),
        or(eq(users.email, email), eq(users.phoneNumber, phone)),
      ),
    );
}

/**
 * A new link and code replace any earlier ones; both valid 10 minutes, single use. The address
 * is not proven yet, so the mail carries nothing the caller wrote (no name) before its link.
 */
async function sendVerification(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'publicUrl'>,
  user: UserRow,
  template: typeof mailTemplates.verification = mailTemplates.verification,
): Promise<void> {
  const token = randomToken();
  const code = randomCode();
  await ctx.db
    .update(emailVerificationTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(emailVerificationTokens.userId, user.id), isNull(emailVerificationTokens.usedAt)),
    );
  await ctx.db.insert(emailVerificationTokens).values({
    userId: user.id,
    email: user.email,
    tokenHash: hashSecret(token),
    codeHash: hashSecret(`${user.id}:${code}`),
    expiresAt: minutes(LIMITS.otpValidityMinutes),
  });
  const link = `${ctx.publicUrl}/otb?email=${encodeURIComponent(user.email)}&token=${token}`;
  await ctx.mailer.send(composeMail(template, user.language, user.email, { code, link }));
}

/**
 * After an email change the new address is proven like a new account's: a code and link go to it,
 * and the old address is told, so that a taken-over account does not go unnoticed.
 */
export async function confirmEmailChange(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'publicUrl'>,
  user: UserRow,
  previous: { email: string; emailVerified: boolean },
): Promise<void> {
  // A reset link mailed to the old address would prove the new one (a reset verifies): it expires.
  const now = new Date();
  await ctx.db
    .update(passwordResetTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(passwordResetTokens.userId, user.id),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  try {
    await sendVerification(ctx, user, mailTemplates.emailChangeVerification);
  } catch (error) {
    // Without its confirmation mail the new address could never be proven: the change is undone
    // (unless the account changed again meanwhile), and the caller gets the error.
    await ctx.db
      .update(users)
      .set({ email: previous.email, emailVerified: previous.emailVerified, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.email, user.email)));
    throw error;
  }
  await ctx.mailer.send(
    composeMail(mailTemplates.emailChangedNotice, user.language, previous.email, {
      name: displayName(user),
      newEmail: user.email,
    }),
  );
}

export async function resendVerification(
  ctx: AppContext,
  email: string,
  ip: string,
): Promise<void> {
  const keys = [`ip:${ip}`, `account:${email}`];
  ctx.limiters.verification.check(keys);
  ctx.limiters.verification.fail(keys); // every resend counts: it sends an email
  const user = await findUserByEmail(ctx.db, email);
  // The same answer whether or not the account exists or is already verified.
  if (user && !user.emailVerified && user.enabled) await sendVerification(ctx, user);
}

/** Verifies with the emailed link's token, or the email and the 6-digit code. */
export async function verifyEmail(
  ctx: AppContext,
  input: z.output<typeof verifyEmailSchema>,
  ip: string,
): Promise<UserRow> {
  const now = new Date();
  const live = and(
    isNull(emailVerificationTokens.usedAt),
    gt(emailVerificationTokens.expiresAt, now),
  );
  let userId: number;
  let tokenId: number;
  let sentTo: string | null;
  if ('token' in input) {
    const keys = [`ip:${ip}`];
    ctx.limiters.verification.check(keys);
    const [found] = await ctx.db
      .select()
      .from(emailVerificationTokens)
      .where(and(eq(emailVerificationTokens.tokenHash, hashSecret(input.token)), live));
    if (!found) {
      ctx.limiters.verification.fail(keys);
      throw new AppError('invalid_or_expired_token');
    }
    userId = found.userId;
    tokenId = found.id;
    sentTo = found.email;
  } else {
    const keys = [`ip:${ip}`, `account:${input.email}`];
    ctx.limiters.verification.check(keys);
    // A verified address answers like a wrong code, and counts as one: this door must not tell
    // strangers which addresses have a (verified) account.
    const candidate = await findUserByEmail(ctx.db, input.email);
    const user = candidate?.emailVerified ? undefined : candidate;
    const [found] = user
      ? await ctx.db
          .select()
          .from(emailVerificationTokens)
          .where(
            and(
              eq(emailVerificationTokens.userId, user.id),
              eq(emailVerificationTokens.codeHash, hashSecret(`${user.id}:${input.code}`)),
              live,
            ),
          )
      : [];
    if (!user || !found) {
      ctx.limiters.verification.fail(keys);
      throw new AppError('invalid_or_expired_code', undefined, { code: 'invalid_or_expired_code' });
    }
    userId = user.id;
    tokenId = found.id;
    sentTo = found.email;
  }
  const account = await getUser(ctx.db, userId);
  // A disabled account is not let in through its verification link or code either.
  if (!account.enabled) throw new AppError('account_disabled');
  // A code proves the address it was sent to, not one the account has moved to since.
  if (sentTo !== null && sentTo !== account.email) {
    throw new AppError('token' in input ? 'invalid_or_expired_token' : 'invalid_or_expired_code');
  }
  // Single use: the update only succeeds for the first caller.
  const used = await ctx.db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.id, tokenId), isNull(emailVerificationTokens.usedAt)))
    .returning({ id: emailVerificationTokens.id });
  if (used.length === 0) throw new AppError('invalid_or_expired_code');
  // Verifying logs the user in (the answer carries a session).
  const [row] = await ctx.db
    .update(users)
    .set({ emailVerified: true, lastLogin: now, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/**
 * spec: storefront §7 and §8 — wrong password 401 invalid_credentials, unknown email 404,
 * disabled account refused. Failures count per address and account, per address, and per account
 * with a high ceiling (LoginAttempts): a stranger's failures never lock the owner out — past the
 * account's ceiling a correct password logs in with an emailed code (decision 021).
 * `as` chooses the door: the customer/admin login, or the brand login.
 */
export async function authenticate(
  ctx: AppContext,
  credentials: { email: string; password: string; code?: string },
  ip: string,
  as: 'user' | 'brand',
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<UserRow> {
  const { codeRequired } = ctx.limiters.login.admitLogin(ip, credentials.email);
  const user = await findUserByEmail(ctx.db, credentials.email);
  const notFound = as === 'brand' ? 'brand_not_found' : 'user_not_found';
  if (!user || (as === 'brand' && user.role !== 'BRAND')) {
    ctx.limiters.login.fail(ip, credentials.email);
    throw new AppError(notFound);
  }
  const passwordRight = await verifyPassword(user.passwordHash, credentials.password);
  if (codeRequired) {
    await requireLoginCode(ctx, user, { ...credentials, passwordRight }, ip, log);
  } else if (!passwordRight) {
    ctx.limiters.login.fail(ip, credentials.email);
    throw new AppError('invalid_credentials');
  }
  if (!user.enabled || !(await brandEnabled(ctx, user))) throw new AppError('account_disabled');
  if (!user.emailVerified) throw new AppError('email_not_verified');
  ctx.limiters.login.succeed(ip, credentials.email);
  const [row] = await ctx.db
    .update(users)
    .set({ lastLogin: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return row!;
}

/**
 * Past the account's ceiling the password needs a code mailed to the account too (decision 021).
 * A wrong password is answered exactly as a right one without its code, so that guesses past the
 * ceiling learn nothing; and a code is tried only with the right password, so that a stranger who
 * holds it can neither use it nor use it up. Wrong passwords and wrong codes count as failures.
 */
async function requireLoginCode(
  ctx: AppContext,
  user: UserRow,
  attempt: { email: string; code?: string; passwordRight: boolean },
  ip: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  if (attempt.code === undefined) {
    if (!attempt.passwordRight) ctx.limiters.login.fail(ip, attempt.email);
    // An account that could not log in anyway gets no mail.
    else if (user.enabled && user.emailVerified && (await brandEnabled(ctx, user)))
      await mailLoginCode(ctx, user, log);
    throw new AppError('login_code_required');
  }
  if (!attempt.passwordRight || !(await redeemLoginCode(ctx.db, user, attempt.code))) {
    ctx.limiters.login.fail(ip, attempt.email);
    throw new AppError('invalid_or_expired_code', undefined, { code: 'invalid_or_expired_code' });
  }
}

async function brandEnabled(ctx: AppContext, user: UserRow): Promise<boolean> {
  if (user.brandId === null) return true;
  const [brand] = await ctx.db
    .select({ enabled: brands.enabled })
    .from(brands)
    .where(eq(brands.id, user.brandId));
  return brand?.enabled ?? false;
}

/** The session token for an account: role, roles list and, for brand logins, the brand id. */
export function issueToken(ctx: AppContext, user: UserRow): Promise<string> {
  const role = user.role as Role;
  return ctx.tokens.sign({
    sub: String(user.id),
    role,
    roles: [role],
    ...(user.brandId !== null ? { brandId: user.brandId } : {}),
  });
}

/** Answers the same whether or not the email exists (no account discovery through this door). */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  ip: string,
): Promise<void> {
  const keys = [`ip:${ip}`, `account:${email}`];
  ctx.limiters.passwordReset.check(keys);
  ctx.limiters.passwordReset.fail(keys); // each request sends an email: all count
  const user = await findUserByEmail(ctx.db, email);
  if (!user || !user.enabled) return;
  const token = randomToken();
  await ctx.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashSecret(token),
    expiresAt: minutes(LIMITS.resetTokenValidityMinutes),
  });
  await ctx.mailer.send(
    composeMail(mailTemplates.passwordReset, user.language, user.email, {
      // An unverified account's name was written by whoever signed up with this address.
      name: user.emailVerified ? displayName(user) : undefined,
      link: `${ctx.publicUrl}/reset-password?token=${token}`,
    }),
  );
}

export async function resetPassword(
  ctx: AppContext,
  input: { token: string; newPassword: string },
  ip: string,
): Promise<void> {
  const keys = [`ip:${ip}`];
  ctx.limiters.passwordReset.check(keys);
  const now = new Date();
  const live = and(
    eq(passwordResetTokens.tokenHash, hashSecret(input.token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
  // The new password is checked against the account first: a refused password keeps the link.
  const [pending] = await ctx.db
    .select({ email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(live);
  if (!pending) {
    ctx.limiters.passwordReset.fail(keys);
    throw new AppError('invalid_or_expired_token');
  }
  assertAcceptablePassword(input.newPassword, pending.email, 'newPassword');
  // Then claim the token (single use, atomic), then change the password.
  const [claimed] = await ctx.db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(live)
    .returning({ userId: passwordResetTokens.userId });
  if (!claimed) {
    ctx.limiters.passwordReset.fail(keys);
    throw new AppError('invalid_or_expired_token');
  }
  const user = await getUser(ctx.db, claimed.userId);
  await ctx.db
    .update(users)
    // Opening the emailed link proves the address, as the verification link would.
    .set({
      passwordHash: await hashPassword(input.newPassword),
      emailVerified: true,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  // Any other outstanding reset links die with this one.
  await ctx.db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
  ctx.limiters.login.lift(user.email);
}
