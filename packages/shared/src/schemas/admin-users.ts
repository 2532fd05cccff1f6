import { z } from 'zod';
import { sortDirectionField, sortedPagingQuerySchema } from '../api';
import { LANGUAGES, LIMITS } from '../constants';
import { emailField, newPasswordField, personNameField, textField } from '../validation';
import { updateUserSchema } from './users';

/**
 * The admin's customers (dashboards §2 "Customers", §4 "Customer account", §7 "Users and
 * customers"): the lists and their paging, creating a customer, and setting their status.
 */

/** The columns the customers table sorts by (a whitelist: nothing else reaches the SQL). */
export const ADMIN_CUSTOMER_SORTS = [
  'registrationDate',
  'firstname',
  'lastname',
  'email',
  'lastLogin',
  'id',
] as const;
export type AdminCustomerSort = (typeof ADMIN_CUSTOMER_SORTS)[number];

/** spec: dashboards §4 — filter values all, active, inactive, new (each its own path, §7). */
export const ADMIN_CUSTOMER_FILTERS = ['all', 'active', 'inactive', 'new'] as const;
export type AdminCustomerFilter = (typeof ADMIN_CUSTOMER_FILTERS)[number];

/** spec: dashboards §9 — page sizes 5, 10, 25, 50; 5 for the admin customers. */
export const ADMIN_CUSTOMER_PAGE_SIZES = [5, 10, 25, 50] as const;
export const ADMIN_CUSTOMER_DEFAULT_PAGE_SIZE = 5;

/** "New" customers registered within this many days (issue 13). */
export const NEW_CUSTOMER_DAYS = 30;

/** GET /users answers every customer, newest first, but never more than this many. */
export const ADMIN_CUSTOMERS_LIST_MAX = 1000;

/** The names other clients use for the same columns. */
const SORT_ALIASES: Record<string, AdminCustomerSort> = {
  registrationdate: 'registrationDate',
  registered: 'registrationDate',
  createdat: 'registrationDate',
  lastlogin: 'lastLogin',
  firstname: 'firstname',
  lastname: 'lastname',
};

/** GET /users/paged and its /active, /inactive and /new variants. */
export const adminCustomersQuerySchema = sortedPagingQuerySchema(ADMIN_CUSTOMER_SORTS, {
  sortBy: 'registrationDate',
  size: ADMIN_CUSTOMER_DEFAULT_PAGE_SIZE,
  aliases: SORT_ALIASES,
}).extend({
  direction: sortDirectionField.default('desc'),
  /** a part of the customer's first, last or full name, email or phone number */
  search: textField(LIMITS.searchMaxChars).optional(),
});
export type AdminCustomersQuery = z.output<typeof adminCustomersQuerySchema>;
export type AdminCustomersQueryInput = z.input<typeof adminCustomersQuerySchema>;

/**
 * POST /users/create: a customer account made by an admin, under the one password rule. The
 * welcome mail goes out in `language` (the admin's own when not given).
 */
export const createCustomerSchema = z.object({
  firstname: personNameField,
  lastname: personNameField,
  email: emailField,
  phoneNumber: updateUserSchema.shape.phoneNumber,
  address: textField(255).optional().nullable(),
  password: newPasswordField,
  language: z.enum(LANGUAGES).optional(),
});
export type CreateCustomerInput = z.input<typeof createCustomerSchema>;

/**
 * PATCH /users/toggle-status/{id}: without a body the status flips (the spec's call); with
 * `enabled` it is set, so that two admins choosing "inactive" at once leave it inactive.
 */
export const customerStatusSchema = z
  .object({ enabled: z.boolean({ error: 'invalid_value' }).optional() })
  .nullish();
export type CustomerStatusInput = z.input<typeof customerStatusSchema>;
