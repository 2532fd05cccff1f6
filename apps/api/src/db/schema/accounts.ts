import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';

export const roleEnum = pgEnum('role', ['CUSTOMER', 'BRAND', 'ADMIN']);
export const languageEnum = pgEnum('language', ['en', 'fr', 'ar']);

/**
 * One login table for every person who signs in: customers, admins, and brand logins linked to
 * their brand (DESIGN.md "Data model notes"). Brand profile data lives on the brand.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    profilePicture: text('profile_picture'),
    companyName: text('company_name'),
    taxId: text('tax_id'),
    role: roleEnum('role').notNull().default('CUSTOMER'),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    emailVerified: boolean('email_verified').notNull().default(false),
    language: languageEnum('language').notNull().default('en'),
    registrationDate: timestamp('registration_date', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** set when an admin deleted an account that has orders: its personal data is erased */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key')
      .on(t.phoneNumber)
      .where(sql`${t.phoneNumber} is not null`),
    // admin customer lists: by role, filtered by enabled, sorted by registration date
    index('users_role_registration_idx').on(t.role, t.registrationDate),
    index('users_role_enabled_idx').on(t.role, t.enabled),
    index('users_brand_idx').on(t.brandId),
  ],
);

/**
 * Storefront visits: one count of browsing sessions per day (Africa/Tunis), nothing about who. The
 * web app announces a new tab session once; no cookie, address or identifier is kept.
 */
export const dailyVisits = pgTable('daily_visits', {
  day: date('day', { mode: 'string' }).primaryKey(),
  sessions: integer('sessions').notNull().default(0),
});

/** Password-reset tokens: random, stored hashed, single use, valid 30 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_token_hash_key').on(t.tokenHash),
    index('password_reset_user_idx').on(t.userId),
  ],
);

/** Email verification: a link token and a 6-digit code, both stored hashed, valid 10 minutes. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    /** the address the code was sent to: it proves that address only (null: sent before 0010) */
    email: text('email'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_verification_token_hash_key').on(t.tokenHash),
    index('email_verification_user_idx').on(t.userId),
  ],
);

/**
 * One-time login codes (decision 021): mailed when the correct password reaches an account past
 * its failed-login ceiling. Apart from the verification codes: a login code proves no address and
 * verifies nothing, and a verification code opens no session. Stored hashed, valid 10 minutes,
 * single use; each works only for the address it was sent to.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_codes_user_idx').on(t.userId)],
);

/** Replay protection for requests that must not run twice (order placement, payments). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_key_user_route_key').on(t.key, t.userId, t.route),
    index('idempotency_created_idx').on(t.createdAt),
  ],
);
