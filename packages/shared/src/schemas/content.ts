import { z } from 'zod';
import { CONTACT_SUBJECTS } from '../constants';
import {
  emailField,
  optionalPhoneField,
  PERSON_NAME_PATTERN,
  requiredText,
  textField,
} from '../validation';

/** A name on the contact form: required, and a name (it goes into the subject of the copy). */
const contactName = requiredText(100).regex(PERSON_NAME_PATTERN, { error: 'invalid_name' });

/** spec: storefront §3 "Contact message" and §5 contact rules. */
export const contactMessageSchema = z.object({
  firstName: contactName,
  lastName: contactName,
  email: emailField,
  phone: optionalPhoneField,
  subject: z.enum(CONTACT_SUBJECTS, { error: 'invalid_value' }).default('general'),
  message: textField(5000, { multiline: true, tooLong: 'too_long' })
    .min(10, { error: 'message_too_short' })
    .max(5000, { error: 'too_long' }),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const newsletterSubscribeSchema = z.object({
  email: emailField,
  language: z.enum(['en', 'fr', 'ar']).optional(),
});

/**
 * The blog's articles (their texts ship with the web app, one module per language). The API
 * takes comments only under these, so a made-up address cannot fill the comments table.
 */
export const ARTICLE_IDS = [
  'summer-style-guide',
  'made-in-tunisia-crafts',
  'shopping-safely-online',
  'eco-friendly-home',
] as const;
export type ArticleId = (typeof ARTICLE_IDS)[number];

export const isArticleId = (id: string): id is ArticleId =>
  (ARTICLE_IDS as readonly string[]).includes(id);

export const articleCommentSchema = z.object({
  body: textField(2000, { multiline: true })
    .min(2, { error: 'comment_too_short' })
    .max(2000, { error: 'too_long' }),
});
