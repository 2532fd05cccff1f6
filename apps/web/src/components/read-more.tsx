import { useId, useState } from 'react';
import { useT } from '../lib/language';

/** The text cut to `limit` characters, on a word boundary when one is near, with an ellipsis. */
export function truncateText(text: string, limit: number): string {
  const clean = text.trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit * 0.7 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * A text cut at `limit` characters (spec: brand cards 120 with read-more, home brands 60,
 * product short description 500). With `expandable`, a button shows the whole text.
 */
export function ReadMore({
  text,
  limit,
  expandable = false,
  className = '',
}: {
  text: string | null | undefined;
  limit: number;
  expandable?: boolean;
  className?: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!text) return null;
  const long = text.trim().length > limit;
  return (
    <div className={className}>
      {/* A description keeps its own direction: English text in an Arabic page ends with its
          own full stop and ellipsis (issue 14 item 7). */}
      <p id={id} dir="auto">
        {long && !open ? truncateText(text, limit) : text.trim()}
      </p>
      {long && expandable && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((shown) => !shown)}
          className="mt-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {open ? t('catalogue.readLess') : t('catalogue.readMore')}
        </button>
      )}
    </div>
  );
}
