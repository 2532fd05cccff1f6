import { useId } from 'react';
import type { Review } from '@souk/shared/responses/catalogue';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';

/**
 * The brand's public reply under a review on the product page (issue 12: one reply per review,
 * written from the brand dashboard). Indented on the start side, so it reads as an answer in
 * Arabic as in English.
 */
export function ReviewReply({ review }: { review: Review }) {
  const t = useT();
  const format = useFormat();
  const headingId = useId();
  if (!review.reply) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="ms-4 mt-3 rounded-xl border-s-4 border-brand-600 bg-slate-50 px-4 py-3"
    >
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span id={headingId} className="font-semibold text-slate-900">
          {t('catalogue.reviews.brandReply', { brand: review.brandName })}
        </span>
        {review.repliedAt && (
          <time dateTime={review.repliedAt} className="text-slate-600">
            {format.date(review.repliedAt)}
          </time>
        )}
      </p>
      <p dir="auto" className="mt-1 break-words whitespace-pre-line text-slate-700">
        {review.reply}
      </p>
    </section>
  );
}
