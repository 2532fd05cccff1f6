import { z } from 'zod';
import { messageEnvelopeSchema } from '../api';

/** What the contact form, the newsletter and the blog's comments answer. */

/** POST /contact: a message and an empty `errors`, which the contact page reads (storefront §7). */
export const contactAnswerSchema = messageEnvelopeSchema.extend({
  errors: z.record(z.string(), z.string()),
});
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;

export const SUBSCRIPTION_STATUSES = ['subscribed', 'already_subscribed'] as const;

/** POST /newsletter/subscribe: subscribing twice is no error, the status tells which it was. */
export const subscriptionAnswerSchema = messageEnvelopeSchema.extend({
  data: z.object({ status: z.enum(SUBSCRIPTION_STATUSES) }),
});
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswerSchema>;

/** The small HTML page of the newsletter's emailed unsubscribe link and of its form. */
export const unsubscribePageSchema = z
  .string()
  .describe('An HTML page in the subscriber’s language, for a person who opened the emailed link');

/** A comment under a blog article, as everyone sees it. */
export const publishedCommentSchema = z.object({
  id: z.number().int(),
  articleId: z.string(),
  body: z.string(),
  author: z.string().describe('first name and the initial of the last name'),
  userId: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type ArticleComment = z.infer<typeof publishedCommentSchema>;
