import { z } from 'zod';
import { pageOf } from '../api';

/**
 * What the admin's customer calls answer (dashboards §3 "Customer (admin list)", §7 "Users and
 * customers"). The admin overview's customers table reads the same shapes: keep them stable.
 */

const id = z.number().int();

/** One customer account as the admin sees it; never a password hash. */
export const adminCustomerSchema = z.object({
  id,
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  registrationDate: z.iso.datetime(),
  lastLogin: z.iso.datetime().nullable(),
  profilePicture: z.string().nullable(),
  enabled: z.boolean().describe('false: the customer cannot log in and their sessions are refused'),
  emailVerified: z.boolean(),
  language: z.enum(['en', 'fr', 'ar']),
  orderCount: z.number().int().describe('orders placed, whatever their status'),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** A page of customers: GET /users/paged and its active, inactive and new variants. */
export const adminCustomerPageSchema = pageOf(adminCustomerSchema);
export type AdminCustomerPage = z.infer<typeof adminCustomerPageSchema>;

/** GET /users/statistics (dashboards §3, and the satisfaction the spec had fixed at 100 %). */
export const customerStatisticsSchema = z.object({
  totalCustomers: z.number().int().describe('customer accounts, anonymised ones left out'),
  activeCustomers: z.number().int().describe('of them, the enabled ones'),
  newCustomersThisMonth: z
    .number()
    .int()
    .describe('registered since the first day of this month, Africa/Tunis'),
  satisfactionPercentage: z
    .number()
    .nullable()
    .describe('share of reviews rated 4 or more, 0 to 100 with one decimal; null without reviews'),
  reviewCount: z.number().int(),
});
export type CustomerStatistics = z.infer<typeof customerStatisticsSchema>;

/** DELETE /users/delete/{id}: what happened to the account. */
export const CUSTOMER_DELETE_OUTCOMES = ['deleted', 'anonymised'] as const;
export type CustomerDeleteOutcome = (typeof CUSTOMER_DELETE_OUTCOMES)[number];
export const customerDeletionSchema = z.object({
  id,
  outcome: z
    .enum(CUSTOMER_DELETE_OUTCOMES)
    .describe(
      'deleted: the account had no orders; anonymised: its orders stay, its person is erased',
    ),
});
export type CustomerDeletion = z.infer<typeof customerDeletionSchema>;
