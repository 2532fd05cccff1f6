import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LIMITS } from '@souk/shared/constants';
import { loginCodes } from '../../db/schema/accounts';
import type { AppContext } from '../../context';
import { composeMail, mailTemplates } from '../../lib/mail-templates';
import { hashSecret, randomCode } from '../../lib/tokens';
import type { UserRow } from '../users/service';

/**
 * The one-time codes of a login past the account's failed-login ceiling (decision 021). They live
 * in their own table and are hashed under their own prefix: a login code never verifies an email,
 * and a verification code never opens a session.
 */
const codeHash = (userId: number, code: string) => hashSecret(`login:${userId}:${code}`);

/**
 * Mails the account a new code, valid LIMITS.otpValidityMinutes and single use, unless it had its
 * LIMITS.loginCodesPerAccount codes this window: then nothing is sent and the earlier codes still
 * work. The mail is not awaited: a slow mail server would otherwise tell a right password (which
 * sends a code) from a wrong one, which get the same answer. A failed send is logged; logging in
 * again sends another code.
 */
export async function mailLoginCode(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'limiters'>,
  user: UserRow,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  if (!ctx.limiters.login.mayMailCode(user.email)) return;
  const code = randomCode();
  await ctx.db.insert(loginCodes).values({
    userId: user.id,
    email: user.email,
    codeHash: codeHash(user.id, code),
    expiresAt: new Date(Date.now() + LIMITS.otpValidityMinutes * 60_000),
  });
  void ctx.mailer
    .send(composeMail(mailTemplates.loginCode, user.language, user.email, { code }))
    .catch((error: unknown) => log.error({ err: error }, 'login code not sent'));
}

/**
 * True when `code` is a live, unused code of this account, sent to its current address; it is
 * used up at once (the update succeeds for one caller only).
 */
export async function redeemLoginCode(
  db: AppContext['db'],
  user: UserRow,
  code: string,
): Promise<boolean> {
  const now = new Date();
  const used = await db
    .update(loginCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginCodes.userId, user.id),
        eq(loginCodes.email, user.email),
        eq(loginCodes.codeHash, codeHash(user.id, code)),
        isNull(loginCodes.usedAt),
        gt(loginCodes.expiresAt, now),
      ),
    )
    .returning({ id: loginCodes.id });
  return used.length > 0;
}
