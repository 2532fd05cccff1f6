import type { AdminCustomer } from '@souk/shared/responses/admin-users';

/** The name a customer is shown and spoken of by: first and last name, else the email. */
export const customerName = (customer: Pick<AdminCustomer, 'firstname' | 'lastname' | 'email'>) =>
  [customer.firstname, customer.lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ') || customer.email;
