import { eq, isNotNull } from 'drizzle-orm';
import type { Language } from '@souk/shared/constants';
import { newsletterSubscribers } from '../../db/schema/support';
import type { AppContext } from '../../context';
import { composeMail, mailTemplates } from '../../lib/mail-templates';
import { hashSecret, randomToken } from '../../lib/tokens';

export type SubscriptionOutcome = 'subscribed' | 'already_subscribed';

/**
 * Subscribes an address; subscribing twice is no error. A new (or returning) subscriber gets a
 * welcome email with an unsubscribe link; a current subscriber is not mailed again, and is told so
 * rather than sent to look for an email that will not come. A few subscriptions per address.
 */
export async function subscribe(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'publicUrl' | 'limiters'>,
  email: string,
  language: Language,
  ip: string,
): Promise<SubscriptionOutcome> {
  // Each subscription may mail an address of the caller's choosing: a few per address.
  ctx.limiters.newsletter.check([ip]);
  ctx.limiters.newsletter.fail([ip]);
  const token = randomToken();
  const values = {
    language,
    unsubscribeTokenHash: hashSecret(token),
    subscribedAt: new Date(),
    unsubscribedAt: null,
  };
  // One statement, so that two subscriptions of one address at once (a double click, two tabs)
  // neither break the unique email nor mail twice: a new address is inserted, a former
  // subscriber comes back, a current one is left as is (and nothing is returned).
  const [changed] = await ctx.db
    .insert(newsletterSubscribers)
    .values({ email, ...values })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: values,
      setWhere: isNotNull(newsletterSubscribers.unsubscribedAt),
    })
    .returning({ id: newsletterSubscribers.id });
  if (!changed) return 'already_subscribed';
  const unsubscribeLink = `${ctx.publicUrl}/api/v1/newsletter/unsubscribe?token=${token}`;
  await ctx.mailer.send({
    ...composeMail(mailTemplates.newsletterWelcome, language, email, { unsubscribeLink }),
    // Mail programs show their own unsubscribe button, which posts to the link (RFC 8058).
    headers: {
      'List-Unsubscribe': `<${unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  return 'subscribed';
}

/** The subscription an emailed link stands for, without changing it. */
export async function findSubscription(
  ctx: Pick<AppContext, 'db'>,
  token: string,
): Promise<{ email: string; language: Language; active: boolean } | undefined> {
  const [row] = await ctx.db
    .select({
      email: newsletterSubscribers.email,
      language: newsletterSubscribers.language,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, hashSecret(token)));
  return row
    ? { email: row.email, language: row.language as Language, active: row.unsubscribedAt === null }
    : undefined;
}

/** Returns the subscriber's language when the token was valid. */
export async function unsubscribe(
  ctx: Pick<AppContext, 'db'>,
  token: string,
): Promise<Language | undefined> {
  const [row] = await ctx.db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date() })
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, hashSecret(token)))
    .returning({ language: newsletterSubscribers.language });
  return row?.language as Language | undefined;
}
