import { z } from 'zod';
import { LIMITS } from './constants';
import { textField } from './validation';

/** API conventions (DESIGN.md): the envelope, the error shape and the paging shape. */

export type Envelope<T> = { success: true; message?: string; data: T };
export type ApiErrorBody = {
  success: false;
  message: string;
  errorCode: string;
  errors?: Record<string, string>;
  details?: Record<string, unknown>;
};

export type Page<T> = {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
  page: { totalElements: number; totalPages: number; number: number; size: number };
};

/** A zero-based page number; past the last page a list is simply empty. */
export const pageField = z.coerce
  .number({ error: 'invalid_number' })
  .int({ error: 'invalid_number' })
  .min(0, { error: 'invalid_number' })
  .max(LIMITS.pageMax, { error: 'invalid_number' })
  .default(0);

/** A page size from 1 to 100. */
export const pageSizeField = (fallback: number = LIMITS.defaultPageSize) =>
  z.coerce
    .number({ error: 'invalid_number' })
    .int({ error: 'invalid_number' })
    .min(1, { error: 'invalid_number' })
    .max(LIMITS.pageSizeMax, { error: 'invalid_number' })
    .default(fallback);

/** asc or desc, in any case. */
export const sortDirectionField = textField(4)
  .transform((d) => d.toLowerCase())
  .pipe(z.enum(['asc', 'desc'], { error: 'invalid_value' }));

/** Zero-based page, size at most 100, sortBy and direction. */
export const pagingQuerySchema = z.object({
  page: pageField,
  size: pageSizeField(),
  sortBy: textField(50).optional(),
  direction: sortDirectionField.optional(),
});

/**
 * The paging query of a list sorted on whitelisted columns (nothing else reaches the SQL): page,
 * size (default `size`), sortBy (one of `sorts`, default `sortBy`; `aliases` maps the names other
 * clients use, in any case) and an optional direction — `.extend({ direction:
 * sortDirectionField.default(...) })` where the list has one fixed default.
 */
export function sortedPagingQuerySchema<const S extends readonly [string, ...string[]]>(
  sorts: S,
  defaults: { sortBy: S[number]; size?: number; aliases?: Record<string, S[number]> },
) {
  const aliases: Record<string, S[number]> = defaults.aliases ?? {};
  const sortBy = textField(50)
    .transform((sort) => aliases[sort.toLowerCase()] ?? sort)
    .pipe(z.enum(sorts, { error: 'invalid_value' }));
  return z.object({
    page: pageField,
    size: pageSizeField(defaults.size ?? LIMITS.defaultPageSize),
    sortBy: sortBy.default(defaults.sortBy),
    direction: sortDirectionField.optional(),
  });
}
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

export function toPage<T>(
  content: T[],
  totalElements: number,
  number: number,
  size: number,
): Page<T> {
  const totalPages = size > 0 ? Math.ceil(totalElements / size) : 0;
  const info = { totalElements, totalPages, number, size };
  return { content, ...info, page: info };
}

/** Answer schemas (DESIGN.md "API conventions"): every route declares what it sends. */

/** `{ success: false, message, errorCode, errors? }`: every failure, whatever the route. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errorCode: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});

/** `{ success: true, message?, data }` around a route's data. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

/** `{ success: true, message }`: a call that answers only with a message. */
export const messageEnvelopeSchema = z.object({ success: z.literal(true), message: z.string() });

/** The paging shape of `toPage`, around the schema of one element. */
export function pageOf<T extends z.ZodType>(item: T) {
  const info = {
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    number: z.number().int(),
    size: z.number().int(),
  };
  return z.object({ content: z.array(item), ...info, page: z.object(info) });
}
