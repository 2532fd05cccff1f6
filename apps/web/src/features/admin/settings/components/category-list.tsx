import { useId, useState } from 'react';
import { CATEGORY_TYPES, type CategoryType } from '@souk/shared/constants';
import type { Category, CategoryTree } from '@souk/shared/responses/catalogue';
import { Button } from '../../../../components/button';
import { ChevronDownIcon } from '../../../../components/icons';
import { mediaUrl } from '../../../../lib/api-client';
import { useFormat } from '../../../../lib/format';
import { useLocalName } from '../../../../lib/local-name';
import { useT, type TFunction } from '../../../../lib/language';

export type CategoryActions = {
  onEdit: (category: CategoryTree) => void;
  onDelete: (category: CategoryTree) => void;
  onAddSubcategory: (parent: CategoryTree) => void;
  onEditSubcategory: (parent: CategoryTree, subcategory: Category) => void;
  onDeleteSubcategory: (parent: CategoryTree, subcategory: Category) => void;
};

/** A category type's name in the reader's language (an unknown one as stored). */
export function categoryTypeLabel(type: string, t: TFunction): string {
  return (CATEGORY_TYPES as readonly string[]).includes(type)
    ? t(`adminSettings.types.${type as CategoryType}`)
    : type;
}

function Thumbnail({ url, name }: { url: string | null; name: string }) {
  const t = useT();
  const [broken, setBroken] = useState(false);
  const source = broken ? undefined : mediaUrl(url);
  return (
    <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
      {source ? (
        <img
          src={source}
          alt={t('adminSettings.imageAlt', { name })}
          className="size-full object-cover"
          onError={() => setBroken(true)}
        />
      ) : (
        <span className="px-1 text-center text-[0.65rem] text-slate-600">
          {t('adminSettings.noImage')}
        </span>
      )}
    </div>
  );
}

/** One top-level category: its image, name, type and counts, actions, and its subcategories. */
function CategoryRow({
  category,
  expanded,
  onToggle,
  actions,
}: {
  category: CategoryTree;
  expanded: boolean;
  onToggle: () => void;
  actions: CategoryActions;
}) {
  const t = useT();
  const format = useFormat();
  const localName = useLocalName();
  const panelId = useId();
  const name = localName(category);
  const count = category.subcategories.length;
  const countText = t('adminSettings.subcategoryCount', { count });
  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
        <Thumbnail url={category.imageUrl} name={name} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900">{name}</h3>
          <p className="text-sm text-slate-600">
            {category.type && `${categoryTypeLabel(category.type, t)} · `}
            {t('adminSettings.columns.products')}: {format.count(category.productCount)}
          </p>
        </div>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          // the name starts with what the button shows (axe: label-content-name-mismatch)
          aria-label={`${countText} ${t('adminSettings.ofCategory', { name })}`}
          className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-800 hover:border-brand-600"
        >
          <span>{countText}</span>
          <ChevronDownIcon
            size={16}
            className={`transition-transform ${expanded ? 'rotate-180' : ''}`}
          />
        </button>
        <div className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => actions.onAddSubcategory(category)}
            aria-label={`${t('adminSettings.actions.addSubcategory')} ${name}`}
          >
            {t('adminSettings.actions.addSubcategory')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => actions.onEdit(category)}
            aria-label={`${t('adminSettings.actions.edit')} ${name}`}
          >
            {t('adminSettings.actions.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700"
            onClick={() => actions.onDelete(category)}
            aria-label={`${t('adminSettings.actions.delete')} ${name}`}
          >
            {t('adminSettings.actions.delete')}
          </Button>
        </div>
      </div>
      <div id={panelId} hidden={!expanded} className="border-t border-slate-200 px-3 py-2">
        {count === 0 ? (
          <p className="py-2 text-sm text-slate-600">{t('adminSettings.noSubcategories')}</p>
        ) : (
          <ul
            aria-label={t('adminSettings.subcategoriesOf', { name })}
            className="divide-y divide-slate-100"
          >
            {category.subcategories.map((subcategory) => {
              const subName = localName(subcategory);
              return (
                <li key={subcategory.id} className="flex items-center gap-3 py-2">
                  <span className="min-w-0 flex-1 text-slate-800">{subName}</span>
                  <span className="text-xs text-slate-600">
                    {t('adminSettings.columns.products')}: {format.count(subcategory.productCount)}
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => actions.onEditSubcategory(category, subcategory)}
                    aria-label={`${t('adminSettings.actions.edit')} ${subName}`}
                  >
                    {t('adminSettings.actions.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700"
                    onClick={() => actions.onDeleteSubcategory(category, subcategory)}
                    aria-label={`${t('adminSettings.actions.delete')} ${subName}`}
                  >
                    {t('adminSettings.actions.delete')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </li>
  );
}

/**
 * spec: dashboards §2 "Settings" — product categories with image, name, expandable subcategories
 * with a count badge, and edit, delete, add-subcategory actions; subcategories with edit and
 * delete. §4 — each category expands or collapses on its own.
 */
export function CategoryList({
  categories,
  actions,
}: {
  categories: CategoryTree[];
  actions: CategoryActions;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ul className="space-y-3">
      {categories.map((category) => (
        <CategoryRow
          key={category.id}
          category={category}
          expanded={expanded.has(category.id)}
          onToggle={() => toggle(category.id)}
          actions={actions}
        />
      ))}
    </ul>
  );
}
