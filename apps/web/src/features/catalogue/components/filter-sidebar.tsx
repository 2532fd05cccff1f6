import { useEffect, useId, useState, type FormEvent } from 'react';
import { COLORS } from '@souk/shared/constants';
import { Button } from '../../../components/button';
import { Price } from '../../../components/price';
import { Skeleton } from '../../../components/skeleton';
import { Stars } from '../../../components/stars';
import { useColorName } from '../../../lib/color-name';
import { useFormat } from '../../../lib/format';
import { INTL_LOCALE } from '../../../lib/i18n';
import { useLanguage, useT } from '../../../lib/language';
import { useLocalName, type Named } from '../../../lib/local-name';
import {
  categoryMatches,
  PRICE_RANGE,
  RATING_OPTIONS,
  tagMatches,
  type CatalogueFilters,
  type ListFilter,
} from '../catalogue-filters';
import type { Facets } from '@souk/shared/responses/catalogue';
import type { FilterNames } from '../use-filter-names';
import { useWeightLabel } from '../use-weight-label';
import { FacetCheckboxes, FacetCount, FilterGroup, type FacetOption } from './filter-group';

const COLOR_HEX = new Map<string, string>(COLORS.map((color) => [color.name, color.hex]));

/**
 * Facet options plus the chosen values the current filter leaves with no product (count 0), so
 * that a choice stays in view, and can be undone, even when it leaves nothing.
 */
export function withSelected(
  options: FacetOption[],
  selected: string[],
  labelOf: (value: string) => string = (value) => value,
): FacetOption[] {
  const missing = selected
    .filter((value) => !options.some((option) => option.value === value))
    .map((value) => ({ value, label: labelOf(value), count: 0 }));
  return [...options, ...missing];
}

/** spec: storefront §2 — an empty price counts as 0; the range defaults to 0 to 2000. */
function PriceFilter({
  filters,
  facets,
  onApply,
}: {
  filters: CatalogueFilters;
  facets: Facets | undefined;
  onApply: (minPrice: string, maxPrice: string) => void;
}) {
  const t = useT();
  const [min, setMin] = useState(filters.minPrice);
  const [max, setMax] = useState(filters.maxPrice);
  const [error, setError] = useState('');
  const ids = { min: useId(), max: useId(), error: useId() };
  useEffect(() => {
    setMin(filters.minPrice);
    setMax(filters.maxPrice);
    setError('');
  }, [filters.minPrice, filters.maxPrice]);

  const clean = (value: string) => {
    const number = Number(value);
    return value.trim() === '' || !Number.isFinite(number) || number < 0
      ? ''
      : String(Math.round(number * 100) / 100);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if ([min, max].some((value) => Number(value) < 0)) {
      setError(t('catalogue.filters.priceNegative'));
      return;
    }
    const low = clean(min);
    const high = clean(max);
    if (low && high && Number(low) > Number(high)) {
      setError(t('catalogue.filters.priceOrder'));
      return;
    }
    setError('');
    onApply(low, high);
  };

  const inputClass =
    'block w-full rounded-lg border border-slate-300 bg-white px-2.5 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-100';

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={ids.min} className="mb-1 block text-xs font-medium text-slate-700">
            {t('catalogue.filters.minPrice')}
          </label>
          <input
            id={ids.min}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={min}
            placeholder={String(PRICE_RANGE.min)}
            onChange={(event) => setMin(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={ids.max} className="mb-1 block text-xs font-medium text-slate-700">
            {t('catalogue.filters.maxPrice')}
          </label>
          <input
            id={ids.max}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={max}
            placeholder={String(PRICE_RANGE.max)}
            onChange={(event) => setMax(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            className={inputClass}
          />
        </div>
      </div>
      {error && (
        <p id={ids.error} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {facets && facets.price.max > 0 && (
        <p className="mt-2 text-xs text-slate-600">
          {t('catalogue.filters.priceSpan')} <Price amount={facets.price.min} /> –{' '}
          <Price amount={facets.price.max} />
        </p>
      )}
      <Button type="submit" variant="secondary" size="sm" fullWidth className="mt-3">
        {t('catalogue.filters.applyPrice')}
      </Button>
    </form>
  );
}

function RatingFilter({
  selected,
  facets,
  onChange,
}: {
  selected: number | null;
  facets: Facets | undefined;
  onChange: (rating: number | null) => void;
}) {
  const t = useT();
  const format = useFormat();
  const name = useId();
  const countOf = (rating: number) =>
    facets?.ratings.find((entry) => entry.rating === rating)?.count ?? 0;
  const optionClass =
    'flex cursor-pointer items-center gap-2.5 rounded-md px-1.5 py-1 text-sm text-slate-800 hover:bg-slate-100';
  return (
    <ul className="grid grid-cols-1 gap-1">
      <li>
        <label className={optionClass}>
          <input
            type="radio"
            name={name}
            checked={selected === null}
            onChange={() => onChange(null)}
            className="size-4 shrink-0 accent-brand-700"
          />
          {t('catalogue.filters.anyRating')}
        </label>
      </li>
      {RATING_OPTIONS.map((rating) => (
        <li key={rating}>
          <label className={optionClass}>
            <input
              type="radio"
              name={name}
              checked={selected === rating}
              onChange={() => onChange(rating)}
              className="size-4 shrink-0 accent-brand-700"
            />
            {/* One name for the option ("4 stars and up, 194 products"), not the stars' own. */}
            <span className="sr-only">
              {t('catalogue.filters.ratingOption', {
                rating: t('catalogue.filters.ratingAndUp', { rating, count: rating }),
                products: t('catalogue.hero.count', {
                  count: countOf(rating),
                  formatted: format.count(countOf(rating)),
                }),
              })}
            </span>
            <span aria-hidden="true" className="inline-flex">
              <Stars rating={rating} size={14} />
            </span>
            <span aria-hidden="true">{t('catalogue.filters.andUp')}</span>
            <span aria-hidden="true" className="ms-auto">
              <FacetCount count={countOf(rating)} />
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * spec: storefront §2 "Catalogue" — the filters: categories, subcategories, brands, price range,
 * colours, sizes, dimensions, weights, rating, tags; each choice with the number of products it
 * leaves (GET /products/facets).
 */
export function FilterSidebar({
  filters,
  facets,
  names,
  loading,
  onChange,
  onRetry,
}: {
  filters: CatalogueFilters;
  facets: Facets | undefined;
  /** the names of the chosen categories, subcategories and brands (use-filter-names.ts) */
  names: FilterNames;
  loading: boolean;
  onChange: (patch: Partial<CatalogueFilters>) => void;
  /** asks for the counts again after they failed to load */
  onRetry: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const local = useLocalName();
  const colorName = useColorName();
  const weightLabel = useWeightLabel();

  if (!facets && loading)
    return (
      <div role="status" aria-busy="true" className="grid gap-6 py-4">
        <span className="sr-only">{t('catalogue.filters.loading')}</span>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="grid gap-2.5">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3.5 w-5/6" />
            <Skeleton className="h-3.5 w-4/6" />
          </div>
        ))}
      </div>
    );
  if (!facets)
    return (
      <div role="alert" className="grid justify-items-start gap-2 py-4">
        <p className="text-sm text-slate-600">{t('catalogue.filters.unavailable')}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('catalogue.states.retry')}
        </Button>
      </div>
    );

  const toggle = (key: ListFilter, value: string) => {
    const current = filters[key];
    onChange({
      [key]: current.includes(value)
        ? current.filter((entry) => entry !== value)
        : [...current, value],
    });
  };

  // A category or tag given by name (a home page link) shows as its checked id.
  const chosenCategories = facets.categories.filter((category) =>
    filters.category.some((ref) => categoryMatches(ref, category)),
  );
  // A chosen category the other filters leave empty is not among the facets: it stays listed.
  const unlistedCategories = filters.category.filter(
    (ref) => !chosenCategories.some((category) => categoryMatches(ref, category)),
  );
  const chosenCategoryIds = [
    ...chosenCategories.map((category) => String(category.id)),
    ...unlistedCategories,
  ];
  const toggleCategory = (id: string) => {
    const ids = chosenCategoryIds.includes(id)
      ? chosenCategoryIds.filter((entry) => entry !== id)
      : [...chosenCategoryIds, id];
    const parents = new Set(ids.map(Number));
    // Subcategories of a category no longer chosen go too.
    const subcategories = filters.subcategories.filter((sub) => {
      const parent = facets.subcategories.find((entry) => String(entry.id) === sub)?.parentId;
      return parent === undefined || parents.has(parent);
    });
    onChange({ category: ids, subcategories });
  };
  const chosenTagIds = facets.tags
    .filter((tag) => filters.tag.some((ref) => tagMatches(ref, tag)))
    .map((tag) => String(tag.id));
  const toggleTag = (id: string) =>
    onChange({
      tag: chosenTagIds.includes(id)
        ? chosenTagIds.filter((entry) => entry !== id)
        : [...chosenTagIds, id],
    });

  // Names in the reader's language, in that language's alphabetical order.
  const labelled = (entries: (Named & { id: number; count: number })[]) =>
    entries
      .map((entry) => ({ value: String(entry.id), label: local(entry), count: entry.count }))
      .sort((a, b) => a.label.localeCompare(b.label, INTL_LOCALE[language]));
  const valued = (entries: { value: string; count: number }[]) =>
    entries.map((entry) => ({ value: entry.value, label: entry.value, count: entry.count }));
  const parentIds = new Set(chosenCategoryIds.map(Number));
  const subcategories = facets.subcategories.filter((sub) => parentIds.has(sub.parentId));
  // Groups of secondary filters start closed, unless something in them is chosen.
  const chosen = (key: ListFilter) => filters[key].length > 0;

  return (
    <div>
      <FilterGroup title={t('catalogue.filters.categories')}>
        <FacetCheckboxes
          options={withSelected(labelled(facets.categories), unlistedCategories, names.category)}
          selected={chosenCategoryIds}
          onToggle={toggleCategory}
          visible={8}
        />
      </FilterGroup>
      {(subcategories.length > 0 || filters.subcategories.length > 0) && (
        <FilterGroup title={t('catalogue.filters.subcategories')}>
          <FacetCheckboxes
            options={withSelected(
              labelled(subcategories),
              filters.subcategories,
              names.subcategory,
            )}
            selected={filters.subcategories}
            onToggle={(value) => toggle('subcategories', value)}
          />
        </FilterGroup>
      )}
      <FilterGroup title={t('catalogue.filters.brands')}>
        <FacetCheckboxes
          options={withSelected(labelled(facets.brands), filters.brand, names.brand)}
          selected={filters.brand}
          onToggle={(value) => toggle('brand', value)}
        />
      </FilterGroup>
      <FilterGroup title={t('catalogue.filters.price')}>
        <PriceFilter
          filters={filters}
          facets={facets}
          onApply={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
        />
      </FilterGroup>
      <FilterGroup title={t('catalogue.filters.rating')}>
        <RatingFilter
          selected={filters.rating}
          facets={facets}
          onChange={(rating) => onChange({ rating })}
        />
      </FilterGroup>
      <FilterGroup title={t('catalogue.filters.colors')} defaultOpen={chosen('colors')}>
        <FacetCheckboxes
          options={withSelected(valued(facets.colors), filters.colors).map((option) => ({
            ...option,
            label: colorName(option.value),
            swatch: COLOR_HEX.get(option.value) ?? '#cbd5e1',
          }))}
          selected={filters.colors}
          onToggle={(value) => toggle('colors', value)}
        />
      </FilterGroup>
      <FilterGroup title={t('catalogue.filters.sizes')} defaultOpen={chosen('sizes')}>
        <FacetCheckboxes
          options={withSelected(valued(facets.sizes), filters.sizes)}
          selected={filters.sizes}
          onToggle={(value) => toggle('sizes', value)}
        />
      </FilterGroup>
      <FilterGroup title={t('catalogue.filters.tags')} defaultOpen={chosen('tag')}>
        <FacetCheckboxes
          options={labelled(facets.tags)}
          selected={chosenTagIds}
          onToggle={toggleTag}
        />
      </FilterGroup>
      <FilterGroup title={t('catalogue.filters.weights')} defaultOpen={chosen('weights')}>
        <FacetCheckboxes
          options={facets.weights.map((entry) => ({
            value: entry.value,
            label: weightLabel(entry.value),
            count: entry.count,
          }))}
          selected={filters.weights}
          onToggle={(value) => toggle('weights', value)}
        />
      </FilterGroup>
      <FilterGroup title={t('catalogue.filters.dimensions')} defaultOpen={chosen('dimensions')}>
        <FacetCheckboxes
          options={withSelected(valued(facets.dimensions), filters.dimensions)}
          selected={filters.dimensions}
          onToggle={(value) => toggle('dimensions', value)}
        />
      </FilterGroup>
    </div>
  );
}
