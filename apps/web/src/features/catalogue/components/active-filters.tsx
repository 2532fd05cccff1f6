import type { ReactNode } from 'react';
import { CloseIcon } from '../../../components/icons';
import { useColorName } from '../../../lib/color-name';
import { useT } from '../../../lib/language';
import { tagMatches, type CatalogueFilters } from '../catalogue-filters';
import type { Facets } from '@souk/shared/responses/catalogue';
import type { FilterNames } from '../use-filter-names';
import { useWeightLabel } from '../use-weight-label';
import { useLocalName } from '../../../lib/local-name';
import { useFormat } from '../../../lib/format';

type Chip = { key: string; label: ReactNode; name: string; remove: () => void };

/** The filters in force, each removable; 'clear all' empties them. */
export function ActiveFilters({
  filters,
  facets,
  names,
  onChange,
  onClearSearch,
  onClearAll,
}: {
  filters: CatalogueFilters;
  facets: Facets | undefined;
  /** the names of the chosen categories, subcategories and brands (use-filter-names.ts) */
  names: FilterNames;
  onChange: (patch: Partial<CatalogueFilters>) => void;
  onClearSearch: () => void;
  onClearAll: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const local = useLocalName();
  const colorName = useColorName();
  const weightLabel = useWeightLabel();
  const chips: Chip[] = [];
  const without = (list: string[], value: string) => list.filter((entry) => entry !== value);

  if (filters.search)
    chips.push({
      key: 'search',
      label: t('catalogue.chips.search', { query: filters.search }),
      name: t('catalogue.chips.search', { query: filters.search }),
      remove: onClearSearch,
    });
  for (const ref of filters.category) {
    const name = names.category(ref);
    chips.push({
      key: `category-${ref}`,
      label: name,
      name,
      remove: () => onChange({ category: without(filters.category, ref), subcategories: [] }),
    });
  }
  for (const id of filters.subcategories) {
    const name = names.subcategory(id);
    chips.push({
      key: `sub-${id}`,
      label: name,
      name,
      remove: () => onChange({ subcategories: without(filters.subcategories, id) }),
    });
  }
  for (const id of filters.brand) {
    const name = names.brand(id);
    chips.push({
      key: `brand-${id}`,
      label: name,
      name,
      remove: () => onChange({ brand: without(filters.brand, id) }),
    });
  }
  for (const ref of filters.tag) {
    const found = facets?.tags.find((tag) => tagMatches(ref, tag));
    const name = found ? local(found) : ref;
    chips.push({
      key: `tag-${ref}`,
      label: `#${name}`,
      name,
      remove: () => onChange({ tag: without(filters.tag, ref) }),
    });
  }
  if (filters.minPrice || filters.maxPrice) {
    const text = t('catalogue.chips.price', {
      min: format.price(filters.minPrice || 0),
      max: filters.maxPrice ? format.price(filters.maxPrice) : '∞',
    });
    chips.push({
      key: 'price',
      label: <bdi>{text}</bdi>,
      name: text,
      remove: () => onChange({ minPrice: '', maxPrice: '' }),
    });
  }
  if (filters.rating) {
    const text = t('catalogue.filters.ratingAndUp', {
      rating: filters.rating,
      count: filters.rating,
    });
    chips.push({
      key: 'rating',
      label: text,
      name: text,
      remove: () => onChange({ rating: null }),
    });
  }
  // Colours and weight buckets stay in English in the address; the chips show them translated.
  const valueLabels = {
    colors: colorName,
    sizes: (value: string) => value,
    dimensions: (value: string) => value,
    weights: weightLabel,
  };
  for (const key of ['colors', 'sizes', 'dimensions', 'weights'] as const)
    for (const value of filters[key]) {
      const name = valueLabels[key](value);
      chips.push({
        key: `${key}-${value}`,
        label: name,
        name,
        remove: () => onChange({ [key]: without(filters[key], value) }),
      });
    }
  if (filters.freeShipping) {
    const text = t('catalogue.card.freeShipping');
    chips.push({
      key: 'free',
      label: text,
      name: text,
      remove: () => onChange({ freeShipping: false }),
    });
  }

  if (chips.length === 0) return null;
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      aria-label={t('catalogue.chips.label')}
      role="group"
    >
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          onClick={chip.remove}
          aria-label={t('catalogue.chips.remove', { name: chip.name })}
          className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 ps-3 pe-2 text-sm font-medium text-brand-900 hover:border-brand-600"
        >
          <span className="truncate">{chip.label}</span>
          <CloseIcon size={14} className="shrink-0" />
        </button>
      ))}
      <button
        type="button"
        onClick={onClearAll}
        className="px-2 text-sm font-semibold text-slate-700 underline underline-offset-4 hover:text-slate-900"
      >
        {t('catalogue.clearFilters')}
      </button>
    </div>
  );
}
