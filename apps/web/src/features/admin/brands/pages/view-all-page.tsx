import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LIMITS } from '@souk/shared/constants';
import type { AdminBrand } from '@souk/shared/responses/admin-brands';
import {
  ADMIN_BRAND_SORTS,
  ADMIN_BRAND_STATUSES,
  type AdminBrandSort,
} from '@souk/shared/schemas/admin-brands';
import { Button, buttonClass } from '../../../../components/button';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { StoreIcon } from '../../../../components/icons';
import { ListPager } from '../../../../components/list-pager';
import { SelectField } from '../../../../components/select-field';
import { SearchIcon } from '../../../../components/shop-icons';
import { Skeleton } from '../../../../components/skeleton';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useT, type TFunction } from '../../../../lib/language';
import { useLocalName } from '../../../../lib/local-name';
import { withParams, type ParamChange } from '../../../../lib/search-params';
import { toast } from '../../../../lib/toast';
import { useDebouncedSearch } from '../../../../lib/use-debounced-search';
import {
  useAdminBrands,
  useBrandCategories,
  useDeleteBrand,
  useToggleBrandStatus,
} from '../api/admin-brands';
import type { BrandListFilters } from '../api/keys';
import { BrandCard } from '../components/brand-card';
import { DeleteDialog } from '../components/delete-dialog';
import { StatusDialog } from '../components/status-dialog';
import { ADD_BRAND_PATH } from '../paths';

/** spec: dashboards §9 — page sizes 5, 10, 25, 50; the brand list 10 by name ascending. */
const PAGE_SIZES = [5, 10, 25, 50] as const;
const DEFAULT_SIZE = 10;

/** The sort menu: each choice a column and a direction. */
const SORT_CHOICES = [
  { key: 'nameAsc', sortBy: 'name', direction: 'asc' },
  { key: 'nameDesc', sortBy: 'name', direction: 'desc' },
  { key: 'newest', sortBy: 'registrationDate', direction: 'desc' },
  { key: 'oldest', sortBy: 'registrationDate', direction: 'asc' },
  { key: 'mostProducts', sortBy: 'productCount', direction: 'desc' },
  { key: 'bestRated', sortBy: 'averageRating', direction: 'desc' },
  { key: 'inactiveFirst', sortBy: 'enabled', direction: 'asc' },
] as const satisfies ReadonlyArray<{
  key: string;
  sortBy: AdminBrandSort;
  direction: 'asc' | 'desc';
}>;

const oneOf = <T extends string | number>(values: readonly T[], value: unknown): T | undefined =>
  values.find((candidate) => String(candidate) === value);

/** The list's filters from the address; anything unknown falls back to the defaults. */
function filtersOf(params: URLSearchParams): BrandListFilters {
  const page = Number(params.get('page'));
  const category = Number(params.get('category'));
  return {
    // an address typed or shared by hand may hold more than the API takes (400)
    search: (params.get('q') ?? '').trim().slice(0, LIMITS.searchMaxChars).trim(),
    category: Number.isInteger(category) && category > 0 ? category : null,
    status: oneOf(ADMIN_BRAND_STATUSES, params.get('status')) ?? 'all',
    sortBy: oneOf(ADMIN_BRAND_SORTS, params.get('sort')) ?? 'name',
    direction: oneOf(['asc', 'desc'] as const, params.get('dir')) ?? 'asc',
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    size: oneOf(PAGE_SIZES, Number(params.get('size'))) ?? DEFAULT_SIZE,
  };
}

function LoadingBrands() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">{t('adminBrands.states.loading')}</span>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-52 rounded-2xl" />
      ))}
    </div>
  );
}

/** The toast after a delete: deleted, or anonymised because the brand had orders. */
const removalText = (t: TFunction, outcome: 'deleted' | 'anonymised', name: string) =>
  outcome === 'deleted'
    ? t('adminBrands.deleteDialog.deleted', { name })
    : t('adminBrands.deleteDialog.anonymised', { name });

/**
 * /dashboard/admin/brands/view-all (dashboards §2 "All brands", §4, §8 "Brands page"): every
 * brand, searched, filtered by category and status and sorted by the server, the filters kept in
 * the address; each card toggles the brand's status or deletes it through a confirmation. The
 * layout's header carries the title.
 */
export default function ViewAllBrandsPage() {
  const t = useT();
  const ids = useId();
  const localName = useLocalName();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const brands = useAdminBrands(filters);
  const categories = useBrandCategories();
  const toggle = useToggleBrandStatus();
  const remove = useDeleteBrand();
  const [draft, setDraft] = useState(filters.search);
  const [toggling, setToggling] = useState<AdminBrand | null>(null);
  const [deleting, setDeleting] = useState<AdminBrand | null>(null);

  const update = (change: ParamChange) =>
    setParams((current) => withParams(current, change), { replace: true });

  // a new search starts at the first page, once typing pauses
  useDebouncedSearch(draft, filters.search, (wanted) => update({ q: wanted, page: null }));

  // A page past the end (a hand-edited address, fewer brands since): show the last one.
  const lastPage = brands.data?.totalPages ?? 0;
  useEffect(() => {
    if (!brands.isPlaceholderData && lastPage > 0 && filters.page + 1 > lastPage)
      update({ page: String(lastPage) });
  });

  const filtered = filters.search !== '' || filters.category !== null || filters.status !== 'all';
  const clearFilters = () => {
    setDraft('');
    update({ q: null, category: null, status: null, page: null });
  };
  const sortKey =
    SORT_CHOICES.find(
      (choice) => choice.sortBy === filters.sortBy && choice.direction === filters.direction,
    )?.key ?? 'nameAsc';

  const confirmToggle = (brand: AdminBrand) =>
    toggle.mutate(brand.id, {
      onSuccess: (saved) => {
        setToggling(null);
        toast.success(
          saved.enabled
            ? t('adminBrands.statusDialog.activated', { name: saved.name })
            : t('adminBrands.statusDialog.deactivated', { name: saved.name }),
        );
      },
      onError: (error) =>
        toast.error(t('adminBrands.statusDialog.failed', { reason: apiErrorMessage(error, t) })),
    });
  const confirmDelete = (brand: AdminBrand) =>
    remove.mutate(brand.id, {
      onSuccess: ({ outcome }) => {
        setDeleting(null);
        toast.success(removalText(t, outcome, brand.name));
      },
      onError: (error) =>
        toast.error(t('adminBrands.deleteDialog.failed', { reason: apiErrorMessage(error, t) })),
    });

  const toolbar = (
    <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 lg:grid-cols-[1fr_auto] lg:items-end">
      <div className="relative">
        <label htmlFor={`${ids}-search`} className="sr-only">
          {t('adminBrands.list.search.label')}
        </label>
        <SearchIcon
          size={18}
          className="pointer-events-none absolute inset-y-0 start-3 my-auto text-slate-500"
        />
        <input
          id={`${ids}-search`}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('adminBrands.list.search.placeholder')}
          maxLength={LIMITS.searchMaxChars}
          className="w-full rounded-lg border border-slate-300 bg-white py-2 ps-10 pe-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-3 focus:ring-brand-100 focus:outline-none"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SelectField
          label={t('adminBrands.list.category.label')}
          value={filters.category ?? ''}
          onChange={(event) => update({ category: event.target.value || null, page: null })}
        >
          <option value="">{t('adminBrands.list.category.all')}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {localName(category)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('adminBrands.list.status.label')}
          value={filters.status}
          onChange={(event) =>
            update({
              status: event.target.value === 'all' ? null : event.target.value,
              page: null,
            })
          }
        >
          {ADMIN_BRAND_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`adminBrands.list.status.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('adminBrands.list.sort.label')}
          value={sortKey}
          onChange={(event) => {
            const choice = SORT_CHOICES.find((option) => option.key === event.target.value);
            if (choice)
              update({
                sort: choice.key === 'nameAsc' ? null : choice.sortBy,
                dir: choice.key === 'nameAsc' ? null : choice.direction,
                page: null,
              });
          }}
        >
          {SORT_CHOICES.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {t(`adminBrands.list.sort.${choice.key}`)}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );

  const body = () => {
    if (brands.isPending) return <LoadingBrands />;
    if (brands.isError)
      return (
        <ErrorState
          title={t('adminBrands.states.error')}
          message={apiErrorMessage(brands.error, t)}
          onRetry={() => void brands.refetch()}
          retryLabel={t('adminBrands.states.reload')}
        />
      );
    const data = brands.data;
    if (data.content.length === 0)
      return filtered ? (
        <EmptyState
          icon={<StoreIcon size={28} />}
          title={t('adminBrands.states.noMatch')}
          body={t('adminBrands.states.noMatchBody')}
          action={
            <Button variant="secondary" onClick={clearFilters}>
              {t('adminBrands.states.clearFilters')}
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={<StoreIcon size={28} />}
          title={t('adminBrands.states.empty')}
          body={t('adminBrands.states.emptyBody')}
        />
      );
    return (
      <div className="grid gap-4" aria-busy={brands.isPlaceholderData}>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {data.content.map((brand) => (
            <BrandCard key={brand.id} brand={brand} onToggle={setToggling} onDelete={setDeleting} />
          ))}
        </ul>
        <ListPager
          data={data}
          page={filters.page + 1}
          onPage={(page) => update({ page: page > 1 ? String(page) : null })}
          pagerLabel={t('adminBrands.list.pager.label')}
          rangeText={(range) => t('adminBrands.list.pager.showing', range)}
          size={filters.size}
          sizes={PAGE_SIZES}
          sizeLabel={t('adminBrands.list.pager.size')}
          onSize={(size) =>
            update({ size: size === DEFAULT_SIZE ? null : String(size), page: null })
          }
        />
      </div>
    );
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-700">{t('adminBrands.list.intro')}</p>
        <Link to={ADD_BRAND_PATH} className={buttonClass('primary')}>
          {t('adminBrands.list.add')}
        </Link>
      </div>
      {toolbar}
      {body()}
      <StatusDialog
        brand={toggling}
        pending={toggle.isPending}
        onConfirm={confirmToggle}
        onClose={() => setToggling(null)}
      />
      <DeleteDialog
        brand={deleting}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
