import { and, count, desc, eq, gte, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { toPage } from '@souk/shared/api';
import type { Language } from '@souk/shared/constants';
import type {
  AdminCustomer,
  AdminCustomerPage,
  CustomerDeleteOutcome,
  CustomerStatistics,
} from '@souk/shared/responses/admin-users';
import {
  ADMIN_CUSTOMERS_LIST_MAX,
  NEW_CUSTOMER_DAYS,
  type AdminCustomerFilter,
  type AdminCustomerSort,
  type AdminCustomersQuery,
  type createCustomerSchema,
} from '@souk/shared/schemas/admin-users';
import {
  emailVerificationTokens,
  idempotencyKeys,
  passwordResetTokens,
  users,
} from '../../db/schema/accounts';
import { reviews } from '../../db/schema/catalogue';
import { alerts, carts, orders, priceAlerts, wishlistItems } from '../../db/schema/commerce';
import { newsletterSubscribers } from '../../db/schema/support';
import type { Database, Tx } from '../../db/client';
import type { AppContext } from '../../context';
import type { MailMessage } from '../../lib/mail';
import type { Caller } from '../../plugins/auth';
import { AppError } from '../../lib/errors';
import { likePattern, pageRows } from '../../lib/sql-paging';
import { assertAcceptablePassword } from '../../lib/password-policy';
import { hashPassword } from '../../lib/passwords';
import { accountConflict, assertEmailFree, assertPhoneFree, displayName } from './service';
import { customerWelcomeMail } from './texts';

/**
 * The admin's customers (dashboards §2 "Customers", §3 "Customer (admin list)", §4, §7 "Users and
 * customers"). A customer is an account of role CUSTOMER that was not anonymised: an anonymised
 * account only remains for its orders' sake and leaves every list, figure and action here.
 */

const TIME_ZONE = 'Africa/Tunis';

const isCustomer = and(eq(users.role, 'CUSTOMER'), isNull(users.anonymisedAt));

const orderCount = sql<number>`(select count(*) from ${orders} where ${orders.customerId} = ${users.id})::int`;

/** The columns of one customer as the admin sees them; never the password hash. */
const customerColumns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  phoneNumber: users.phoneNumber,
  address: users.address,
  city: users.city,
  registrationDate: users.registrationDate,
  lastLogin: users.lastLogin,
  profilePicture: users.profilePicture,
  enabled: users.enabled,
  emailVerified: users.emailVerified,
  language: users.language,
  orderCount,
};

const selectCustomers = (db: Database | Tx) => db.select(customerColumns).from(users);
type CustomerRow = Awaited<ReturnType<typeof selectCustomers>>[number];

function toAdminCustomer(row: CustomerRow): AdminCustomer {
  return {
    ...row,
    registrationDate: row.registrationDate.toISOString(),
    lastLogin: row.lastLogin?.toISOString() ?? null,
    orderCount: Number(row.orderCount),
  };
}

/** The start of the present month in Tunisia, as an instant. */
const monthStart = (now: Date) =>
  sql`(date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${TIME_ZONE}) at time zone ${TIME_ZONE})`;

const newSince = (now: Date) => new Date(now.getTime() - NEW_CUSTOMER_DAYS * 86_400_000);

/** GET /users/statistics, counted over every customer whatever a list's filter or search. */
export async function customerStatistics(
  db: Database,
  now = new Date(),
): Promise<CustomerStatistics> {
  const [customers] = await db
    .select({
      total: count(),
      active: sql<number>`(count(*) filter (where ${users.enabled}))::int`,
      newThisMonth: sql<number>`(count(*) filter (where ${users.registrationDate} >= ${monthStart(now)}))::int`,
    })
    .from(users)
    .where(isCustomer);
  const [rated] = await db
    .select({
      total: count(),
      satisfied: sql<number>`(count(*) filter (where ${reviews.rating} >= 4))::int`,
    })
    .from(reviews);
  const reviewCount = rated?.total ?? 0;
  return {
    totalCustomers: customers?.total ?? 0,
    activeCustomers: customers?.active ?? 0,
    newCustomersThisMonth: customers?.newThisMonth ?? 0,
    // spec: dashboards §5 "Reviews" — the positive measure counts rating 4 or more.
    satisfactionPercentage:
      reviewCount === 0 ? null : Math.round(((rated?.satisfied ?? 0) / reviewCount) * 1000) / 10,
    reviewCount,
  };
}

const fullName = sql`coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, '')`;

/** First, last or full name, email, or phone number (typed with or without its spaces). */
function matchesSearch(search: string): SQL | undefined {
  const pattern = likePattern(search);
  const digits = search.replace(/[\s\-()]/g, '');
  return or(
    ilike(users.firstname, pattern),
    ilike(users.lastname, pattern),
    ilike(fullName, pattern),
    ilike(users.email, pattern),
    digits ? ilike(users.phoneNumber, likePattern(digits)) : undefined,
  );
}

function filterOf(filter: AdminCustomerFilter, now: Date): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'active':
      return eq(users.enabled, true);
    case 'inactive':
      return eq(users.enabled, false);
    case 'new':
      return gte(users.registrationDate, newSince(now));
  }
}

const SORT_COLUMNS: Record<AdminCustomerSort, SQL> = {
  registrationDate: sql`${users.registrationDate}`,
  firstname: sql`lower(${users.firstname})`,
  lastname: sql`lower(${users.lastname})`,
  email: sql`${users.email}`,
  lastLogin: sql`${users.lastLogin}`,
  id: sql`${users.id}`,
};

/** GET /users/paged, /users/active/paged, /users/inactive/paged, /users/new/paged. */
export async function listCustomers(
  db: Database,
  filter: AdminCustomerFilter,
  query: AdminCustomersQuery,
  now = new Date(),
): Promise<AdminCustomerPage> {
  const where = and(
    isCustomer,
    filterOf(filter, now),
    query.search ? matchesSearch(query.search) : undefined,
  );
  // The direction is one of two whitelisted words; a missing name or login sorts last either way.
  const direction = sql.raw(query.direction === 'asc' ? 'asc' : 'desc');
  const { rows, total } = await pageRows(
    selectCustomers(db)
      .where(where)
      .orderBy(
        sql`${SORT_COLUMNS[query.sortBy]} ${direction} nulls last`,
        sql`${users.id} ${direction}`,
      )
      .$dynamic(),
    db.select({ n: count() }).from(users).where(where),
    query,
  );
  return toPage(rows.map(toAdminCustomer), total, query.page, query.size);
}

/** GET /users: every customer, newest first, at most ADMIN_CUSTOMERS_LIST_MAX of them. */
export async function allCustomers(db: Database): Promise<AdminCustomer[]> {
  const rows = await selectCustomers(db)
    .where(isCustomer)
    .orderBy(desc(users.registrationDate), desc(users.id))
    .limit(ADMIN_CUSTOMERS_LIST_MAX);
  return rows.map(toAdminCustomer);
}

/** GET /users/{id}: a customer; 404 for anything else (another role, anonymised, no account). */
export async function getCustomer(db: Database | Tx, id: number): Promise<AdminCustomer> {
  const [row] = await selectCustomers(db).where(and(eq(users.id, id), isCustomer));
  if (!row) throw new AppError('user_not_found');
  return toAdminCustomer(row);
}

/**
 * POST /users/create: a customer account made by an admin. The admin vouches for the address
 * (the welcome mail goes to it), so the account is verified and may log in at once.
 */
export async function createCustomer(
  ctx: Pick<AppContext, 'db' | 'publicUrl'>,
  input: z.output<typeof createCustomerSchema>,
  language: Language,
): Promise<{ customer: AdminCustomer; welcome: MailMessage }> {
  assertAcceptablePassword(input.password, input.email, 'password');
  await assertEmailFree(ctx.db, input.email);
  if (input.phoneNumber) await assertPhoneFree(ctx.db, input.phoneNumber);
  let id: number;
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstname: input.firstname,
        lastname: input.lastname,
        phoneNumber: input.phoneNumber || null,
        address: input.address || null,
        role: 'CUSTOMER',
        emailVerified: true,
        language: input.language ?? language,
      })
      .returning({ id: users.id });
    id = row!.id;
  } catch (error) {
    throw accountConflict(error) ?? error;
  }
  const customer = await getCustomer(ctx.db, id);
  const welcome = {
    to: customer.email,
    ...customerWelcomeMail[customer.language]({
      name: displayName(customer),
      email: customer.email,
      resetLink: `${ctx.publicUrl}/forgot-password`,
    }),
  };
  return { customer, welcome };
}

/**
 * The account an admin may disable or delete: a customer's, never the admin's own nor another
 * admin's or a brand login (those have their own doors), and not one anonymised already.
 */
async function lockManageableCustomer(tx: Tx, caller: Caller, id: number) {
  if (id === caller.userId) throw new AppError('own_account_protected');
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row || row.anonymisedAt) throw new AppError('user_not_found');
  if (row.role !== 'CUSTOMER') throw new AppError('staff_account_protected');
  return row;
}

/**
 * PATCH /users/toggle-status/{id}: flips `enabled`, or sets it when given. A disabled customer
 * cannot log in, and the auth plugin refuses their open sessions on their next request.
 */
export async function setCustomerStatus(
  db: Database,
  caller: Caller,
  id: number,
  enabled?: boolean,
): Promise<AdminCustomer> {
  return db.transaction(async (tx) => {
    const row = await lockManageableCustomer(tx, caller, id);
    await tx
      .update(users)
      .set({ enabled: enabled ?? !row.enabled, updatedAt: new Date() })
      .where(eq(users.id, id));
    return getCustomer(tx, id);
  });
}

/** A password hash no password verifies against (not an argon2 string). */
const UNUSABLE_PASSWORD = '!anonymised';

/** The address an anonymised account keeps: unique, and unable to receive mail (RFC 2606). */
export const anonymisedEmail = (id: number) => `deleted-${id}@deleted.souk.invalid`;

/**
 * An account with orders cannot go: the orders stay for the brands and the accounts. Its person
 * goes instead — names, contact details, picture, password — and with them what only served
 * the person: basket, wishlist, alerts, pending tokens and the newsletter subscription of their
 * address. Reviews stay, shown without a name.
 */
async function anonymise(tx: Tx, { id, email }: { id: number; email: string }): Promise<void> {
  const now = new Date();
  await tx
    .update(users)
    .set({
      email: anonymisedEmail(id),
      passwordHash: UNUSABLE_PASSWORD,
      firstname: null,
      lastname: null,
      phoneNumber: null,
      address: null,
      city: null,
      state: null,
      zipCode: null,
      country: null,
      dateOfBirth: null,
      profilePicture: null,
      companyName: null,
      taxId: null,
      enabled: false,
      emailVerified: false,
      anonymisedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, id));
  await tx.delete(carts).where(eq(carts.userId, id));
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, id));
  await tx.delete(alerts).where(eq(alerts.userId, id));
  await tx.delete(priceAlerts).where(eq(priceAlerts.userId, id));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
  await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, id));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, id));
  // the newsletter knows an address, not an account (both are stored lower-cased)
  await tx
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email.toLowerCase()));
}

/**
 * DELETE /users/delete/{id}: an account without orders is deleted (what hangs on it goes with it);
 * one with orders is anonymised. The account's row is locked first, so an order being placed at
 * that moment either is seen here or waits and then fails on the deleted account.
 */
export async function deleteCustomer(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  caller: Caller,
  id: number,
): Promise<CustomerDeleteOutcome> {
  const { outcome, picture } = await ctx.db.transaction(async (tx) => {
    const row = await lockManageableCustomer(tx, caller, id);
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, id))
      .limit(1);
    if (order) await anonymise(tx, row);
    else await tx.delete(users).where(eq(users.id, id));
    const done: CustomerDeleteOutcome = order ? 'anonymised' : 'deleted';
    return { outcome: done, picture: row.profilePicture };
  });
  if (picture) await ctx.storage.remove(picture);
  return outcome;
}
