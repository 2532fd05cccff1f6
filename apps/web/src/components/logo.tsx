import { useT } from '../lib/language';

/** The Souk mark and word. The word is the accessible name; the mark is decorative. */
export function Logo({
  compact = false,
  inverted = false,
  wordOnPhones = true,
}: {
  compact?: boolean;
  inverted?: boolean;
  /** Show the word on screens narrower than 640 px (the header has no room for it there). */
  wordOnPhones?: boolean;
}) {
  const t = useT();
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#0f766e'} />
        <path d="M18 26h28l-3 24H21z" fill={inverted ? '#0f766e' : '#ffffff'} />
        <path
          d="M25 26v-4a7 7 0 0 1 14 0v4"
          fill="none"
          stroke="#f59e0b"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      <span
        className={`text-xl font-extrabold tracking-tight ${compact ? 'sr-only' : ''} ${
          wordOnPhones ? '' : 'max-sm:sr-only'
        } ${inverted ? 'text-white' : 'text-slate-900'}`}
      >
        {t('common.appName')}
      </span>
    </span>
  );
}
