import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Product } from '@souk/shared/responses/catalogue';
import type { BrandProductCounts } from '@souk/shared/responses/brand-products';
import { LIMITS } from '@souk/shared/constants';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Dialog } from '../../../../components/dialog';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { PageRange } from '../../../../components/list-pager';
import { Pagination } from '../../../../components/pagination';
import { Skeleton } from '../../../../components/skeleton';
import { TabList, tabId, tabPanelId } from '../../../../components/tabs';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/language';
import { withParams } from '../../../../lib/search-params';
import { toast } from '../../../../lib/toast';
import { useDebouncedSearch } from '../../../../lib/use-debounced-search';
import { useBrandId } from '../../use-brand-id';
import { PRODUCT_TABS, useBrandProducts, type ProductTab } from '../api/get-brand-products';
import { useDeleteProduct } from '../api/product-writes';
import { BrandProductCard } from '../components/brand-product-card';
import { ProductDetails } from '../components/product-details';
import { ProductForm } from '../components/product-form';

const TABS_ID = 'brand-product-tabs';

const COUNT_OF: Record<ProductTab, keyof BrandProductCounts> = {
  all: 'all',
  active: 'active',
  inactive: 'inactive',
  'out-of-stock': 'outOfStock',
};

/** The tab, search and 1-based page kept in the address; anything else falls back to all, 1. */
function filterOf(params: URLSearchParams) {
  const tab = PRODUCT_TABS.find((key) => key === params.get('tab')) ?? 'all';
  const page = Number(params.get('page'));
  const search = (params.get('q') ?? '').slice(0, LIMITS.searchMaxChars);
  return { tab, search, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

type Modal =
  | { kind: 'add' }
  | { kind: 'edit'; product: Product }
  | { kind: 'details'; product: Product }
  | { kind: 'delete'; product: Product }
  | null;

/**
 * /dashboard/brand/products (issue 12; dashboards §2 "Brand screens: Products"): the tabs with
 * their counts, the search, Add New Product, the product cards with details, edit and delete,
 * the pager, and the add, edit, details and delete modals. Tab, search and page stay in the address.
 */
export default function BrandProductsPage() {
  const brandId = useBrandId();
  if (brandId === null) return <LoadingProducts />;
  return <BrandProducts brandId={brandId} />;
}

function LoadingProducts() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">{t('brandProducts.states.loading')}</span>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-80 rounded-2xl" />
      ))}
    </div>
  );
}

function BrandProducts({ brandId }: { brandId: number }) {
  const t = useT();
  const format = useFormat();
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const { tab, search, page } = filterOf(params);
  const [typed, setTyped] = useState(search);
  const [modal, setModal] = useState<Modal>(null);
  const products = useBrandProducts(brandId, { tab, search, page: page - 1 });
  const remove = useDeleteProduct(brandId);

  const show = (next: { tab?: ProductTab; search?: string; page?: number }) =>
    setParams((current) => {
      const chosenTab = next.tab ?? tab;
      // a new tab or search starts at its first page
      const nextPage =
        next.tab !== undefined || next.search !== undefined ? 1 : (next.page ?? page);
      return withParams(current, {
        tab: chosenTab === 'all' ? null : chosenTab,
        q: next.search ?? search,
        page: nextPage > 1 ? String(nextPage) : null,
      });
    });

  // the address leads: back and forward (or a cleared search) show their text in the box
  useEffect(() => {
    setTyped((current) => (current.trim() === search ? current : search));
  }, [search]);

  // the search box writes the address a moment after typing stops
  useDebouncedSearch(typed, search, (text) => show({ search: text }));

  const data = products.data;
  const counts = data?.counts;

  const confirmDelete = async (product: Product) => {
    try {
      const outcome = await remove.mutateAsync(product.id);
      // spec: §8 — toastDeleteSuccess; a product with orders is deactivated instead, and said so
      if (outcome.deactivated)
        toast.info(t('brandProducts.toasts.deactivated', { name: product.name }), {
          duration: 6000,
        });
      else toast.success(t('brandProducts.toasts.deleted'));
    } catch (error) {
      toast.error(`${t('brandProducts.toasts.deleteFailed')} ${apiErrorMessage(error, t)}`);
    }
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="w-full max-w-md">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t('brandProducts.search.label')}
          </label>
          <input
            id={searchId}
            type="search"
            value={typed}
            maxLength={LIMITS.searchMaxChars}
            placeholder={t('brandProducts.search.placeholder')}
            onChange={(event) => setTyped(event.target.value)}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-3 focus:ring-brand-100 focus:outline-none"
          />
        </div>
        <Button onClick={() => setModal({ kind: 'add' })}>{t('brandProducts.add')}</Button>
      </div>

      <TabList
        id={TABS_ID}
        label={t('brandProducts.tabsLabel')}
        selected={tab}
        onSelect={(key) => show({ tab: key })}
        panelFor={() => 'list'}
        className="flex overflow-x-auto border-b border-slate-200"
        items={PRODUCT_TABS.map((key) => ({
          key,
          label: (
            <>
              {t(`brandProducts.tabs.${key}`)}
              {counts && (
                <span
                  data-testid={`tab-count-${key}`}
                  className="ms-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs tabular-nums text-slate-700"
                >
                  {format.count(counts[COUNT_OF[key]])}
                </span>
              )}
            </>
          ),
        }))}
      />

      <section
        id={tabPanelId(TABS_ID, 'list')}
        role="tabpanel"
        aria-labelledby={tabId(TABS_ID, tab)}
        aria-busy={products.isFetching || undefined}
      >
        {products.isPending ? (
          <LoadingProducts />
        ) : products.isError ? (
          <ErrorState
            title={t('brandProducts.states.errorTitle')}
            message={apiErrorMessage(products.error, t)}
            onRetry={() => void products.refetch()}
            retryLabel={t('brandProducts.states.retry')}
          />
        ) : data!.content.length === 0 ? (
          search ? (
            <EmptyState
              title={t('brandProducts.states.noMatch')}
              body={t('brandProducts.states.noMatchBody', { search })}
              action={
                <Button variant="secondary" onClick={() => setTyped('')}>
                  {t('brandProducts.search.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={t('brandProducts.states.empty')}
              body={t('brandProducts.states.emptyBody')}
              action={
                tab === 'all' ? (
                  <Button onClick={() => setModal({ kind: 'add' })}>
                    {t('brandProducts.add')}
                  </Button>
                ) : undefined
              }
            />
          )
        ) : (
          <>
            <PageRange
              page={data!}
              text={(range) => t('brandProducts.range', range)}
              className="mb-3 text-sm text-slate-600"
            />
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {data!.content.map((product) => (
                <li key={product.id} className="grid">
                  <BrandProductCard
                    product={product}
                    onDetails={() => setModal({ kind: 'details', product })}
                    onEdit={() => setModal({ kind: 'edit', product })}
                    onDelete={() => setModal({ kind: 'delete', product })}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              className="mt-6"
              page={page}
              totalPages={data!.totalPages}
              onChange={(next) => show({ page: next })}
              label={t('brandProducts.pager')}
            />
          </>
        )}
      </section>

      <Dialog
        open={modal?.kind === 'add' || modal?.kind === 'edit'}
        onClose={() => setModal(null)}
        title={
          modal?.kind === 'edit'
            ? t('brandProducts.form.editTitle', { name: modal.product.name })
            : t('brandProducts.form.addTitle')
        }
        className="w-[min(52rem,calc(100%-2rem))]"
      >
        {(modal?.kind === 'add' || modal?.kind === 'edit') && (
          <ProductForm
            key={modal.kind === 'edit' ? modal.product.id : 'new'}
            brandId={brandId}
            product={modal.kind === 'edit' ? modal.product : undefined}
            onDone={() => setModal(null)}
          />
        )}
      </Dialog>

      <Dialog
        open={modal?.kind === 'details'}
        onClose={() => setModal(null)}
        title={modal?.kind === 'details' ? modal.product.name : ''}
        className="w-[min(48rem,calc(100%-2rem))]"
      >
        {modal?.kind === 'details' && <ProductDetails product={modal.product} />}
      </Dialog>

      <ConfirmDialog
        open={modal?.kind === 'delete'}
        title={t('brandProducts.delete.title')}
        body={
          modal?.kind === 'delete'
            ? t('brandProducts.delete.body', { name: modal.product.name })
            : ''
        }
        confirmLabel={t('brandProducts.delete.confirm')}
        cancelLabel={t('brandProducts.delete.cancel')}
        onConfirm={() => {
          if (modal?.kind === 'delete') void confirmDelete(modal.product);
        }}
        onClose={() => setModal(null)}
      />
    </div>
  );
}
