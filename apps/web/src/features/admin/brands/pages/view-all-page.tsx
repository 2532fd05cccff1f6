import { useState } from 'react';
import { Link } from 'react-router';
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
import { SearchBox } from '../../../../components/list-toolbar';
import { SelectField } from '../../../../components/select-field';
import { ListSkeleton } from '../../../../components/skeleton';
import {
  oneOf,
  pageOf,
  searchOf,
  useAddressList,
  useLastPageKept,
} from '../../../../lib/address-list';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useT, type TFunction } from '../../../../lib/language';
import { useLocalName } from '../../../../lib/local-name';
import { toast } from '../../../../lib/toast';
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

/** The list's filters from the address; anything unknown falls back to the defaults. */
function filtersOf(params: URLSearchParams): BrandListFilters {
  const category = Number(params.get('category'));
  return {
    search: searchOf(params),
    category: Number.isInteger(category) && category > 0 ? category : null,
    status: oneOf(ADMIN_BRAND_STATUSES, params.get('status')) ?? 'all',
    sortBy: oneOf(ADMIN_BRAND_SORTS, params.get('sort')) ?? 'name',
    direction: oneOf(['asc', 'desc'] as const, params.get('dir')) ?? 'asc',
    page: pageOf(params),
    size: oneOf(PAGE_SIZES, params.get('size')) ?? DEFAULT_SIZE,
  };
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
  const localName = useLocalName();
  // a new search starts at the first page, once typing pauses
  const { filters, update, draft, setDraft } = useAddressList(filtersOf);
  const brands = useAdminBrands(filters);
  const categories = useBrandCategories();
  const toggle = useToggleBrandStatus();
  const remove = useDeleteBrand();
  const [toggling, setToggling] = useState<AdminBrand | null>(null);
  const [deleting, setDeleting] = useState<AdminBrand | null>(null);

  useLastPageKept(filters.page, brands, update);

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
      <SearchBox
        label={t('adminBrands.list.search.label')}
        placeholder={t('adminBrands.list.search.placeholder')}
        value={draft}
        onChange={setDraft}
      />
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
    if (brands.isPending)
      return (
        <ListSkeleton
          label={t('adminBrands.states.loading')}
          count={6}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          itemClassName="h-52 rounded-2xl"
        />
      );
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
