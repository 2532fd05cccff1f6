import { useId } from 'react';
import type { CoverTheme } from '../articles/types';

const GRADIENTS: Record<CoverTheme, string> = {
  sea: 'from-sky-800 via-cyan-700 to-brand-600',
  sand: 'from-amber-700 via-orange-600 to-rose-600',
  clay: 'from-orange-900 via-red-800 to-amber-700',
  olive: 'from-emerald-900 via-lime-800 to-brand-700',
};

/**
 * An article's cover: a gradient in the article's colours with a zellige-like star pattern.
 * Drawn, not photographed, so it loads instantly and never needs an image from elsewhere.
 */
export function ArticleCover({ theme, className = '' }: { theme: CoverTheme; className?: string }) {
  const patternId = `zellige-${useId().replace(/:/g, '')}`;
  return (
    <div
      aria-hidden="true"
      className={`relative overflow-hidden bg-gradient-to-br ${GRADIENTS[theme]} ${className}`}
    >
      <svg className="absolute inset-0 size-full text-white/15" focusable="false">
        <defs>
          <pattern id={patternId} width="56" height="56" patternUnits="userSpaceOnUse">
            <path
              d="M28 6l6 12 12-6-6 12 12 6-12 6 6 12-12-6-6 12-6-12-12 6 6-12-12-6 12-6-6-12 12 6z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill={`url(#${patternId})`} />
      </svg>
      <div className="absolute -bottom-16 end-8 size-48 rounded-full bg-accent-300/40 blur-xl" />
    </div>
  );
}
