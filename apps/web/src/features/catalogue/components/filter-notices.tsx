import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';
import type { PriceProblem } from '../catalogue-filters';
import type { FilterNames } from '../use-filter-names';

/**
 * Says when the address asks for something that cannot be: a category or brand that does not
 * exist, a price that is no price, a minimum above the maximum (issue 14, item 10) — instead of
 * quietly showing everything or nothing.
 */
export function FilterNotices({
  unknown,
  priceProblems,
}: {
  unknown: FilterNames['unknown'];
  priceProblems: PriceProblem[];
}) {
  const t = useT();
  const format = useFormat();
  // In Arabic, translate() isolates the values, so "-5" or "19.99 dt" keeps its order (decision 018).
  const messages = [
    ...[...unknown.categories, ...unknown.subcategories].map((id) =>
      t('catalogue.notices.unknownCategory', { id }),
    ),
    ...unknown.brands.map((id) => t('catalogue.notices.unknownBrand', { id })),
    ...priceProblems.map((problem) =>
      problem.kind === 'ignored'
        ? t('catalogue.notices.priceIgnored', { value: problem.value })
        : t('catalogue.notices.priceOrder', {
            min: format.price(problem.min),
            max: format.price(problem.max),
          }),
    ),
  ];
  if (messages.length === 0) return null;
  return (
    <div
      role="status"
      className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <ul className="grid gap-1">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
