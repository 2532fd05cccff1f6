import { and, count, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language } from '@souk/shared/constants';
import type { contactMessageSchema } from '@souk/shared/schemas/content';
import { contactMessages } from '../../db/schema/support';
import type { AppContext } from '../../context';
import { composeMail, mailTemplates } from '../../lib/mail-templates';
import { writeWithinLimit, type WindowLimit } from '../../lib/window-limit';

/** spec (issue 5): more than 5 messages from one IP within 10 minutes gives 429. */
export const CONTACT_LIMIT: WindowLimit = { allowed: 5, windowMinutes: 10 };

/** Stores a contact message and mails a copy to the support address. */
export async function sendContactMessage(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'supportEmail'>,
  input: z.output<typeof contactMessageSchema>,
  sender: { ip: string; userId: number | null; language: Language },
): Promise<void> {
  const stored = await writeWithinLimit(
    ctx.db,
    `contact:${sender.ip}`,
    CONTACT_LIMIT,
    async (tx, since) => {
      const [recent] = await tx
        .select({ n: count() })
        .from(contactMessages)
        .where(and(eq(contactMessages.ipAddress, sender.ip), gt(contactMessages.createdAt, since)));
      return recent?.n ?? 0;
    },
    async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone || null,
          subject: input.subject,
          message: input.message,
          userId: sender.userId,
          ipAddress: sender.ip,
        })
        .returning({ id: contactMessages.id });
      return row!;
    },
  );
  try {
    await ctx.mailer.send({
      ...composeMail(mailTemplates.contactCopy, 'en', ctx.supportEmail, {
        from: `${input.firstName} ${input.lastName}`,
        email: input.email,
        phone: input.phone ?? '',
        subject: input.subject,
        message: input.message,
      }),
      // Support answers the person by replying to the copy.
      replyTo: input.email,
    });
  } catch (error) {
    // The support team reads messages in its mailbox: one that could not be mailed is taken back,
    // so the sender is told to try again and the retry does not count against the limit.
    await ctx.db.delete(contactMessages).where(eq(contactMessages.id, stored.id));
    throw error;
  }
}
