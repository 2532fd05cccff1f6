import { z } from 'zod';
import { orderAddressSchema } from '@souk/shared/schemas/orders';
import {
  emailField,
  personNameField,
  SIGNUP_PHONE_PATTERN,
  textField,
} from '@souk/shared/validation';
import type { User } from '@souk/shared/schemas/users';

/**
 * The forms of the profile and settings pages, on the shared rules: the profile as sign-up checks
 * it (storefront §5: names of 2 characters or more, the {email} pattern, the sign-up phone
 * pattern — here optional, as the update payload has it) and the address as checkout checks it.
 * The password form is shared with the brand's settings: components/password-change-form.tsx.
 */

export const profileFormSchema = z.object({
  firstname: personNameField,
  lastname: personNameField,
  email: emailField,
  phoneNumber: textField(40)
    .transform((phone) => phone.replace(/[\s-]/g, ''))
    .refine((phone) => phone === '' || SIGNUP_PHONE_PATTERN.test(phone), {
      error: 'invalid_signup_phone',
    }),
  address: textField(255),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;
export type ProfileFormField = keyof ProfileFormValues;

export const profileValuesOf = (user: User): ProfileFormValues => ({
  firstname: user.firstname ?? '',
  lastname: user.lastname ?? '',
  email: user.email,
  phoneNumber: user.phoneNumber ?? '',
  address: user.address ?? '',
});

/** spec: storefront §5 "Address" — address, city, state, zip code required; Tunisia only. */
const address = orderAddressSchema.shape;
export const addressFormSchema = z.object({
  address: address.address,
  city: address.city,
  state: address.state,
  zipCode: address.zipCode,
});
export type AddressFormValues = z.input<typeof addressFormSchema>;
export type AddressFormOutput = z.output<typeof addressFormSchema>;
export type AddressField = keyof AddressFormValues;

export const addressValuesOf = (user: User): AddressFormValues => ({
  address: user.address ?? '',
  city: user.city ?? '',
  state: user.state ?? '',
  zipCode: user.zipCode ?? '',
});

/** The one address of an account exists once any of its lines is filled. */
export const hasAddress = (user: User) =>
  Boolean(user.address || user.city || user.state || user.zipCode);
