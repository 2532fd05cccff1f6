import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { LIMITS, type Language } from '@souk/shared/constants';
import type { OrderMessage } from '@souk/shared/responses/brand-customers';
import { users } from '../../db/schema/accounts';
import { brands } from '../../db/schema/brands';
import { brandOrders, orderMessages, orders } from '../../db/schema/commerce';
import type { Database } from '../../db/client';
import type { AppContext } from '../../context';
import { callerBrandId } from '../../lib/brand-scope';
import { AppError } from '../../lib/errors';
import type { MailMessage } from '../../lib/mail';
import { writeWithinLimit, type WindowLimit } from '../../lib/window-limit';
import type { Caller } from '../../plugins/auth';
import { BRAND_MESSAGE_WORDS } from './texts';

/**
 * A brand's messages to a customer about an order (issue 12: the spec's Message button made real;
 * dashboards §2 "Brand screens: Customers"). Sent by email from the marketplace's address with
 * Reply-To the brand, in the customer’s language, and logged in order_messages (migration 0013).
 */

/** At most this many messages per brand in the window, whoever of its logins sends them. */
export const BRAND_MESSAGE_LIMIT: WindowLimit = {
  allowed: LIMITS.brandMessagesPerWindow,
  windowMinutes: LIMITS.brandMessageWindowMinutes,
};

type Recipient = {
  orderId: number;
  orderNumber: string;
  customerId: number;
  email: string;
  firstname: string | null;
  language: Language;
  brandId: number;
  brandName: string;
  /** the brand's contact address, else the address of its first login */
  replyTo: string | null;
};

/**
 * Who a message about this order goes to. An order without a part of the brand is 404, as one
 * that does not exist: another brand learns nothing of it.
 */
async function recipientOf(db: Database, brandId: number, orderId: number): Promise<Recipient> {
  const [row] = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      customerId: orders.customerId,
      email: users.email,
      firstname: users.firstname,
      language: users.language,
      brandId: brands.id,
      brandName: brands.name,
      replyTo: sql<string | null>`coalesce(nullif(${brands.email}, ''), (
        select login.email from users as login
        where login.brand_id = ${brands.id} and login.role = 'BRAND' and login.enabled
        order by login.id limit 1))`,
    })
    .from(brandOrders)
    .innerJoin(orders, eq(orders.id, brandOrders.orderId))
    .innerJoin(users, eq(users.id, orders.customerId))
    .innerJoin(brands, eq(brands.id, brandOrders.brandId))
    .where(and(eq(brandOrders.orderId, orderId), eq(brandOrders.brandId, brandId)));
  if (!row) throw new AppError('not_found');
  return row;
}

/** The customer's mail: the brand's words framed by ours, plain text only. */
export function brandMessageMail(
  ctx: Pick<AppContext, 'publicUrl'>,
  to: Recipient,
  message: { subject: string; body: string },
): MailMessage {
  const w = BRAND_MESSAGE_WORDS[to.language];
  return {
    to: to.email,
    ...(to.replyTo ? { replyTo: to.replyTo } : {}),
    subject: w.subject(to.brandName, to.orderNumber, message.subject),
    // Plain text: what the brand typed reaches the customer as text, never as markup.
    text: [
      w.hello(to.firstname?.trim() ?? ''),
      '',
      w.intro(to.brandName, to.orderNumber),
      '',
      message.subject,
      '',
      message.body,
      '',
      '—',
      w.replyHint(to.brandName),
      '',
      w.follow,
      `${ctx.publicUrl}/dashboard/profile/order-history`,
      '',
      w.onBehalf(to.brandName),
      w.team,
    ].join('\n'),
  };
}

type MessageRow = typeof orderMessages.$inferSelect;

function view(row: MessageRow, orderNumber: string, sentBy: string | null): OrderMessage {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber,
    brandId: row.brandId,
    customerId: row.customerId,
    subject: row.subject,
    body: row.body,
    sentBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Logs the message (within the brand's limit, in one transaction) and answers it with the mail
 * to send once that transaction has committed.
 */
export async function sendBrandMessage(
  ctx: Pick<AppContext, 'db' | 'publicUrl'>,
  caller: Caller,
  path: { brandId: number; orderId: number },
  input: { subject: string; body: string },
): Promise<{ message: OrderMessage; mail: MailMessage }> {
  const brandId = callerBrandId(caller, path.brandId);
  const to = await recipientOf(ctx.db, brandId, path.orderId);
  const row = await writeWithinLimit(
    ctx.db,
    `brand-message:${brandId}`,
    BRAND_MESSAGE_LIMIT,
    async (tx, since) => {
      const [recent] = await tx
        .select({ n: count() })
        .from(orderMessages)
        .where(and(eq(orderMessages.brandId, brandId), gt(orderMessages.createdAt, since)));
      return recent?.n ?? 0;
    },
    async (tx) => {
      const [inserted] = await tx
        .insert(orderMessages)
        .values({
          orderId: to.orderId,
          brandId,
          customerId: to.customerId,
          senderId: caller.userId,
          subject: input.subject,
          body: input.body,
        })
        .returning();
      return inserted!;
    },
  ).catch((error: unknown) => {
    // The window's own refusal says "attempts": a brand is told it sent too many messages.
    if (error instanceof AppError && error.errorCode === 'too_many_requests')
      throw new AppError('too_many_messages');
    throw error;
  });
  return {
    message: view(row, to.orderNumber, caller.email),
    mail: brandMessageMail(ctx, to, input),
  };
}

/** The brand's messages about one of its orders, the newest first (the most recent 100). */
export async function listBrandMessages(
  db: Database,
  caller: Caller,
  path: { brandId: number; orderId: number },
): Promise<OrderMessage[]> {
  const brandId = callerBrandId(caller, path.brandId);
  const to = await recipientOf(db, brandId, path.orderId);
  const rows = await db
    .select({ message: orderMessages, sentBy: users.email })
    .from(orderMessages)
    .leftJoin(users, eq(users.id, orderMessages.senderId))
    .where(and(eq(orderMessages.orderId, to.orderId), eq(orderMessages.brandId, brandId)))
    .orderBy(desc(orderMessages.createdAt), desc(orderMessages.id))
    .limit(100);
  return rows.map((row) => view(row.message, to.orderNumber, row.sentBy));
}
