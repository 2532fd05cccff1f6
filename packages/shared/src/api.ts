import { z } from 'zod';
import { LIMITS } from './constants';

/** API conventions (DESIGN.md): the envelope, the error shape and the paging shape. */

export type Envelope<T> = { success: true; message?: string; data: T };
export type ApiErrorBody = {
  success: false;
  message: string;
  errorCode: string;
  errors?: Record<string, string>;
};

export type Page<T> = {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
  page: { totalElements: number; totalPages: number; number: number; size: number };
};

/** Zero-based page, size at most 100, sortBy and direction. */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.defaultPageSize),
  sortBy: z.string().trim().max(50).optional(),
  direction: z
    .string()
    .transform((d) => d.toLowerCase())
    .pipe(z.enum(['asc', 'desc']))
    .optional(),
});
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
