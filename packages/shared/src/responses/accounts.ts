import { z } from 'zod';
import { messageEnvelopeSchema } from '../api';
import { userSchema } from '../schemas/users';
import { brandSchema } from './catalogue';

/**
 * What the account calls answer. Authentication answers in the spec's own shapes, not the
 * envelope (docs/decisions/002-api-conventions.md): the token sits at the top level.
 */

/** A call that answers only with a message (password reset, verification mail, password change). */
export type MessageAnswer = z.infer<typeof messageEnvelopeSchema>;

/** POST /auth/authenticate and /auth/verify-email: the session token and the account. */
export const sessionAnswerSchema = messageEnvelopeSchema.extend({
  token: z.string(),
  user: userSchema,
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** POST /brands/authenticate: the token only (dashboards §7). */
export const brandSessionAnswerSchema = z.object({ success: z.literal(true), token: z.string() });
export type BrandSessionAnswer = z.infer<typeof brandSessionAnswerSchema>;

/** POST /auth/register: the envelope with the status repeated (storefront §3). */
export const registrationAnswerSchema = messageEnvelopeSchema.extend({
  status: z.literal(201),
  data: userSchema,
});
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

/** An answer about the caller's account: a message and the account as it now is. */
export const accountAnswerSchema = messageEnvelopeSchema.extend({ data: userSchema });

/** GET /brands/me: the brand of the signed-in brand login, with that login's account. */
export const ownBrandSchema = brandSchema.extend({ user: userSchema });
export type OwnBrand = z.infer<typeof ownBrandSchema>;
