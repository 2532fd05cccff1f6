import { REVIEW_PENDING_DAYS } from '@souk/shared/constants';

export type ReviewStatus = 'pending' | 'published';

const PENDING_MS = REVIEW_PENDING_DAYS * 24 * 60 * 60 * 1000;

/**
 * spec: dashboards §4 — the review badge is derived on the client: a review created less than
 * 2 days ago is pending, an older one published.
 */
export function reviewStatus(createdAt: string, now: number = Date.now()): ReviewStatus {
  return now - Date.parse(createdAt) < PENDING_MS ? 'pending' : 'published';
}
