import { z } from 'zod';
import { FIXED_COUNTRY } from '../constants';
import { orderAddressSchema } from './orders';
import { emailField, idField, optionalPhoneField, personNameField, textField } from '../validation';

/** spec: storefront §3 — update payload: id, firstname, lastname, email, phoneNumber, address. */
export const updateUserSchema = z.object({
  id: idField.optional(),
  firstname: personNameField.optional(),
  lastname: personNameField.optional(),
  email: emailField.optional(),
  // Kept as sign-up keeps it (digits and the plus only), so one number is one account however typed.
  phoneNumber: optionalPhoneField.transform((phone) => phone?.replace(/[\s\-()]/g, '') ?? phone),
  address: textField(255).optional().nullable(),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/**
 * spec: storefront §5 — address, city, state, zipCode required; the country is always Tunisia.
 * The account's one address follows an order's rules (a Tunisian 4-digit postal code).
 */
export const updateAddressSchema = orderAddressSchema.extend({
  country: textField(100)
    .optional()
    .transform(() => FIXED_COUNTRY),
});
export type UpdateAddressInput = z.input<typeof updateAddressSchema>;

/** The public shape of an account (storefront §3 "User"). */
export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  registrationDate: z.string(),
  profilePicture: z.string().nullable(),
  createdAt: z.string(),
  companyName: z.string().nullable(),
  taxId: z.string().nullable(),
  role: z.enum(['CUSTOMER', 'BRAND', 'ADMIN']),
  enabled: z.boolean(),
  emailVerified: z.boolean(),
  brandId: z.number().nullable(),
  language: z.enum(['en', 'fr', 'ar']),
});
export type User = z.infer<typeof userSchema>;
