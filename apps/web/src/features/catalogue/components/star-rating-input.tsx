import { useId, useState } from 'react';
import { LIMITS } from '@souk/shared/constants';
import { StarIcon } from '../../../components/icons';
import { useT } from '../../../lib/language';

const STARS = Array.from(
  { length: LIMITS.reviewRatingMax - LIMITS.reviewRatingMin + 1 },
  (_, index) => LIMITS.reviewRatingMin + index,
);

/**
 * Choosing 1 to 5 stars (storefront §2 review form): a group of real radio buttons, so the arrow
 * keys move the choice (in either writing direction) and a screen reader reads "4 stars, 4 of 5".
 * Each radio lies invisible over its star: a click on the star is a click on the radio. Pointing
 * at a star previews that rating.
 */
export function StarRatingInput({
  value,
  onChange,
  onBlur,
  label,
  error,
  disabled,
}: {
  value: number;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  label: string;
  error?: string;
  disabled?: boolean;
}) {
  const t = useT();
  const name = useId();
  const errorId = `${name}-error`;
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        {label}
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="flex items-center gap-3">
        <div className="flex gap-1" onMouseLeave={() => setPreview(null)}>
          {STARS.map((stars) => (
            <label
              key={stars}
              className="relative rounded-md p-0.5 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-300"
              onMouseEnter={() => setPreview(stars)}
            >
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                className="absolute inset-0 m-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
              />
              <StarIcon
                size={30}
                className={
                  stars <= shown
                    ? 'fill-accent-400 text-accent-500'
                    : 'fill-slate-100 text-slate-400'
                }
              />
              <span className="sr-only">{t('reviews.star', { count: stars })}</span>
            </label>
          ))}
        </div>
        <span className="text-sm font-medium text-slate-700" aria-hidden="true">
          {t('reviews.star', { count: shown })}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
