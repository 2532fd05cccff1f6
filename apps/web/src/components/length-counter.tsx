import { useFormat } from '../lib/format';

/**
 * "87/100" under a field (spec: dashboards §5 — a brand's name and description show their count):
 * grey, then amber past `warnAbove` when there is one, then red past the limit. Read politely when
 * it changes; the field's error says in words when the limit is passed.
 */
export function LengthCounter({
  id,
  length,
  max,
  warnAbove = max,
  text,
}: {
  id: string;
  length: number;
  max: number;
  warnAbove?: number;
  text: (numbers: { length: string; max: string }) => string;
}) {
  const format = useFormat();
  const tone =
    length > max
      ? 'font-semibold text-red-700'
      : length > warnAbove
        ? 'font-semibold text-amber-700'
        : 'text-slate-600';
  return (
    <p
      id={id}
      aria-live="polite"
      data-testid="length-counter"
      data-tone={length > max ? 'over' : length > warnAbove ? 'warning' : 'ok'}
      className={`mt-1 text-end text-xs tabular-nums ${tone}`}
    >
      {text({ length: format.count(length), max: format.count(max) })}
    </p>
  );
}
