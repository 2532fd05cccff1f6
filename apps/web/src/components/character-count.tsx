import { useFormat } from '../lib/format';

/**
 * "120 / 1000" under a text area (review, brand reply), red past the limit. Hidden from screen
 * readers: the field's hint already says the limit and the error says when it is passed.
 */
export function CharacterCount({
  count,
  max,
  text,
}: {
  count: number;
  max: number;
  /** the count and the limit in the page's own sentence */
  text: (numbers: { count: string; max: string }) => string;
}) {
  const format = useFormat();
  return (
    <p
      className={`mt-1 text-end text-xs tabular-nums ${count > max ? 'font-semibold text-red-700' : 'text-slate-600'}`}
      aria-hidden="true"
    >
      {text({ count: format.count(count), max: format.count(max) })}
    </p>
  );
}
