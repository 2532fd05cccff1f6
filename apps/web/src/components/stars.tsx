import { useFormat } from '../lib/format';
import { useT } from '../lib/language';

const STAR_PATH = 'm12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1Z';

export type StarFill = 'full' | 'half' | 'empty';

/** spec: storefront §2 product card — full, half and empty stars; the rating rounds to halves. */
export function starFills(rating: number, outOf = 5): StarFill[] {
  const halves = Math.round(Math.min(Math.max(rating, 0), outOf) * 2);
  return Array.from({ length: outOf }, (_, index) =>
    halves >= (index + 1) * 2 ? 'full' : halves === index * 2 + 1 ? 'half' : 'empty',
  );
}

function Star({ fill, size }: { fill: StarFill; size: number }) {
  return (
    <span className="relative inline-flex shrink-0" style={{ width: size, height: size }}>
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={STAR_PATH} className="fill-slate-200 stroke-slate-300" strokeWidth={1.5} />
      </svg>
      {fill !== 'empty' && (
        // A half star fills the start half: the right half in Arabic.
        <span
          className={`absolute inset-y-0 start-0 overflow-hidden ${fill === 'half' ? 'w-1/2' : 'w-full'}`}
        >
          <svg
            width={size}
            height={size}
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            className="max-w-none"
          >
            <path d={STAR_PATH} className="fill-accent-400 stroke-accent-500" strokeWidth={1.5} />
          </svg>
        </span>
      )}
    </span>
  );
}

/** A star rating read as one image: "Rated 4.5 out of 5". */
export function Stars({
  rating,
  size = 16,
  className = '',
}: {
  rating: number | null | undefined;
  size?: number;
  className?: string;
}) {
  const t = useT();
  const format = useFormat();
  const value = rating ?? 0;
  const shown = format.rating(value);
  return (
    <span
      role="img"
      aria-label={t('catalogue.stars.label', { rating: shown })}
      className={`inline-flex items-center gap-0.5 ${className}`}
    >
      {starFills(value).map((fill, index) => (
        <Star key={index} fill={fill} size={size} />
      ))}
    </span>
  );
}
