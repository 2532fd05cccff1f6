import { TabList, type TabItem } from '../../../../components/tabs';
import { StarIcon } from '../../../../components/icons';
import { useT } from '../../../../lib/language';

export const RATING_FILTERS = ['all', '5', '4', '3', '2', '1'] as const;
export type RatingFilterKey = (typeof RATING_FILTERS)[number];

/**
 * spec: dashboards §2 — the rating filter: all, 5, 4, 3, 2, 1. A tab list over the one review
 * list (`panelId`): arrows move and choose, mirrored in Arabic.
 */
export function RatingFilter({
  id,
  selected,
  onSelect,
}: {
  id: string;
  selected: RatingFilterKey;
  onSelect: (key: RatingFilterKey) => void;
}) {
  const t = useT();
  const items: TabItem<RatingFilterKey>[] = RATING_FILTERS.map((key) => ({
    key,
    label:
      key === 'all' ? (
        t('brandReviews.filter.all')
      ) : (
        <span className="inline-flex items-center gap-1">
          <StarIcon size={14} className="fill-accent-400 text-accent-500" />
          {t('brandReviews.filter.stars', { count: Number(key) })}
        </span>
      ),
  }));
  return (
    <TabList
      id={id}
      label={t('brandReviews.filter.label')}
      items={items}
      selected={selected}
      onSelect={onSelect}
      panelFor={() => 'list'}
      className="flex flex-wrap gap-2"
      tabClassName={(isSelected) =>
        `rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors ${
          isSelected
            ? 'border-brand-700 bg-brand-700 text-white'
            : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800'
        }`
      }
    />
  );
}
