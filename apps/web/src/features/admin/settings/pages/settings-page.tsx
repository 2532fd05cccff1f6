import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CategoryTree } from '@souk/shared/responses/catalogue';
import { Button } from '../../../../components/button';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { Skeleton } from '../../../../components/skeleton';
import { TabList, tabId, tabPanelId } from '../../../../components/tabs';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { spellingsOf, useLocalName, type Named } from '../../../../lib/local-name';
import { useT } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';
import { deleteCategory } from '../api/category-writes';
import {
  useSettingsBrandCategories,
  useSettingsCategories,
  useSettingsTags,
} from '../api/get-settings-lists';
import { deleteLabel, type LabelKind } from '../api/label-writes';
import { useSettingsChange } from '../api/use-settings-change';
import { CategoryFormDialog, type CategoryTarget } from '../components/category-form-dialog';
import { CategoryList, type CategoryActions } from '../components/category-list';
import { DeleteDialog } from '../components/delete-dialog';
import { LabelFormDialog } from '../components/label-form-dialog';
import { LabelList } from '../components/label-list';
import { ShippingRuleForm } from '../components/shipping-rule-form';

type Tab = 'categories' | LabelKind;
const TABS: Tab[] = ['categories', 'brandCategories', 'tags'];
const TABS_ID = 'admin-settings';
const PANEL = 'list';

/** Whether a name (in any of its languages) contains the filter's text. */
const matches = (named: Named, filter: string) =>
  spellingsOf(named).some((spelling) => spelling.includes(filter));

/** A category shows when its name or one of its subcategories' names matches. */
const categoryMatches = (category: CategoryTree, filter: string) =>
  matches(category, filter) || category.subcategories.some((sub) => matches(sub, filter));

type Deletion = { name: string; note?: string; run: () => Promise<unknown> };
type LabelDialog = { kind: LabelKind; stored?: Parameters<typeof LabelFormDialog>[0]['stored'] };

/** A list's loading, error and empty states around its content. */
function ListState<T>({
  query,
  shown,
  emptyText,
  filter,
  children,
}: {
  query: UseQueryResult<T[]>;
  shown: T[];
  emptyText: string;
  filter: string;
  children: ReactNode;
}) {
  const t = useT();
  if (query.isPending)
    return (
      <div aria-busy="true" aria-label={t('adminSettings.loading')} className="space-y-2">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-16 w-full" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <ErrorState
        title={t('adminSettings.loadFailed')}
        message={apiErrorMessage(query.error, t)}
        retryLabel={t('adminSettings.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  if (shown.length === 0)
    return (
      <EmptyState title={filter ? t('adminSettings.empty.filtered', { filter }) : emptyText} />
    );
  return <>{children}</>;
}

/**
 * spec: dashboards §2 "Settings" (/dashboard/admin/settings): the shipping rule (issue 30,
 * decision 025), then three tabs — product categories, brand categories, tags — each with a name
 * filter and an add button; the add, edit and delete dialogs of §2, §4 and §5. Every change is
 * read again here and in the storefront.
 */
export default function AdminSettingsPage() {
  const t = useT();
  const localName = useLocalName();
  const [tab, setTab] = useState<Tab>('categories');
  const [filters, setFilters] = useState<Record<Tab, string>>({
    categories: '',
    brandCategories: '',
    tags: '',
  });
  const [categoryDialog, setCategoryDialog] = useState<CategoryTarget | null>(null);
  const [labelDialog, setLabelDialog] = useState<LabelDialog | null>(null);
  const [deletion, setDeletion] = useState<Deletion | null>(null);
  const categories = useSettingsCategories();
  const brandCategories = useSettingsBrandCategories();
  const tags = useSettingsTags();
  const removeCategory = useSettingsChange(deleteCategory);
  const removeLabel = useSettingsChange(deleteLabel);

  const filter = filters[tab].trim().toLowerCase();
  const deleted = (name: string) => toast.success(t('adminSettings.toast.deleted', { name }));

  const askDeleteCategory = (category: { id: number; name: string } & Named, count = 0) => {
    const name = localName(category);
    setDeletion({
      name,
      note: count ? t('adminSettings.deleteDialog.withSubcategories', { count }) : undefined,
      run: async () => {
        await removeCategory.mutateAsync(category.id);
        deleted(name);
      },
    });
  };
  const categoryActions: CategoryActions = {
    onEdit: (category) => setCategoryDialog({ kind: 'category', category }),
    onDelete: (category) => askDeleteCategory(category, category.subcategories.length),
    onAddSubcategory: (parent) => setCategoryDialog({ kind: 'subcategory', parent }),
    onEditSubcategory: (parent, subcategory) =>
      setCategoryDialog({ kind: 'subcategory', parent, subcategory }),
    onDeleteSubcategory: (_parent, subcategory) => askDeleteCategory(subcategory),
  };
  const labelActions = (kind: LabelKind) => ({
    onEdit: (stored: LabelDialog['stored']) => setLabelDialog({ kind, stored }),
    onDelete: (label: { id: number } & Named) => {
      const name = localName(label);
      setDeletion({
        name,
        run: async () => {
          await removeLabel.mutateAsync({ kind, id: label.id });
          deleted(name);
        },
      });
    },
  });
  const add = () =>
    tab === 'categories' ? setCategoryDialog({ kind: 'category' }) : setLabelDialog({ kind: tab });

  const shownCategories = (categories.data ?? []).filter((c) => categoryMatches(c, filter));
  const shownBrandCategories = (brandCategories.data ?? []).filter((c) => matches(c, filter));
  const shownTags = (tags.data ?? []).filter((tag) => matches(tag, filter));

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header>
        <h2 className="text-xl font-bold text-slate-900">{t('adminSettings.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('adminSettings.intro')}</p>
      </header>
      <ShippingRuleForm />
      <TabList
        id={TABS_ID}
        label={t('adminSettings.tabsLabel')}
        items={TABS.map((key) => ({ key, label: t(`adminSettings.tabs.${key}`) }))}
        selected={tab}
        onSelect={setTab}
        // one panel shows the chosen tab's list
        panelFor={() => PANEL}
        className="flex overflow-x-auto border-b border-slate-200"
      />
      <section
        id={tabPanelId(TABS_ID, PANEL)}
        role="tabpanel"
        aria-labelledby={tabId(TABS_ID, tab)}
        className="space-y-4"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="block w-full max-w-sm">
            <span className="sr-only">{t(`adminSettings.filter.${tab}`)}</span>
            <input
              type="search"
              value={filters[tab]}
              placeholder={t(`adminSettings.filter.${tab}`)}
              maxLength={100}
              onChange={(event) => setFilters({ ...filters, [tab]: event.target.value })}
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-100"
            />
          </label>
          <Button onClick={add}>{t(`adminSettings.add.${tab}`)}</Button>
        </div>
        {tab === 'categories' && (
          <ListState
            query={categories}
            shown={shownCategories}
            emptyText={t('adminSettings.empty.categories')}
            filter={filters[tab].trim()}
          >
            <CategoryList categories={shownCategories} actions={categoryActions} />
          </ListState>
        )}
        {tab === 'brandCategories' && (
          <ListState
            query={brandCategories}
            shown={shownBrandCategories}
            emptyText={t('adminSettings.empty.brandCategories')}
            filter={filters[tab].trim()}
          >
            <LabelList
              kind="brandCategories"
              labels={shownBrandCategories}
              caption={t('adminSettings.tabs.brandCategories')}
              {...labelActions('brandCategories')}
            />
          </ListState>
        )}
        {tab === 'tags' && (
          <ListState
            query={tags}
            shown={shownTags}
            emptyText={t('adminSettings.empty.tags')}
            filter={filters[tab].trim()}
          >
            <LabelList
              kind="tags"
              labels={shownTags}
              caption={t('adminSettings.tabs.tags')}
              {...labelActions('tags')}
            />
          </ListState>
        )}
      </section>

      {categoryDialog && (
        <CategoryFormDialog target={categoryDialog} onClose={() => setCategoryDialog(null)} />
      )}
      {labelDialog && (
        <LabelFormDialog
          kind={labelDialog.kind}
          stored={labelDialog.stored}
          onClose={() => setLabelDialog(null)}
        />
      )}
      {deletion && (
        <DeleteDialog
          name={deletion.name}
          note={deletion.note}
          onConfirm={deletion.run}
          onClose={() => setDeletion(null)}
        />
      )}
    </div>
  );
}
