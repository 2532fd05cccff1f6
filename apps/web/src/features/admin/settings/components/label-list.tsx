import type { BrandCategory, Tag } from '@souk/shared/responses/catalogue';
import { Button } from '../../../../components/button';
import { useFormat } from '../../../../lib/format';
import { useLocalName } from '../../../../lib/local-name';
import { useT } from '../../../../lib/language';
import type { LabelKind } from '../api/label-writes';

type Label = BrandCategory | Tag;

/** How many brands (a brand category) or products (a tag) carry the label. */
const countOf = (label: Label) => ('brandCount' in label ? label.brandCount : label.productCount);

/**
 * spec: dashboards §2 "Settings" — brand categories and tags: name (in the reader's language)
 * and description, with edit and delete; a tag shows its type too.
 */
export function LabelList({
  kind,
  labels,
  caption,
  onEdit,
  onDelete,
}: {
  kind: LabelKind;
  labels: Label[];
  caption: string;
  onEdit: (label: Label) => void;
  onDelete: (label: Label) => void;
}) {
  const t = useT();
  const format = useFormat();
  const localName = useLocalName();
  const isTag = kind === 'tags';
  const header =
    'px-4 py-3 text-start text-xs font-semibold uppercase tracking-wide text-slate-600';
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={header}>
              {t('adminSettings.columns.name')}
            </th>
            {isTag && (
              <th scope="col" className={header}>
                {t('adminSettings.columns.type')}
              </th>
            )}
            <th scope="col" className={`${header} text-end`}>
              {isTag ? t('adminSettings.columns.products') : t('adminSettings.columns.brands')}
            </th>
            <th scope="col" className={`${header} text-end`}>
              {t('adminSettings.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {labels.map((label) => {
            const name = localName(label);
            return (
              <tr key={label.id}>
                <td className="px-4 py-3 align-top">
                  <p className="font-semibold text-slate-900">{name}</p>
                  <p className="text-slate-600">
                    {label.description || t('adminSettings.noDescription')}
                  </p>
                </td>
                {isTag && (
                  <td className="px-4 py-3 align-top text-slate-700">
                    {(label as Tag).type ?? '—'}
                  </td>
                )}
                <td className="px-4 py-3 text-end align-top tabular-nums text-slate-700">
                  {format.count(countOf(label))}
                </td>
                <td className="px-4 py-3 align-top">
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onEdit(label)}
                      aria-label={`${t('adminSettings.actions.edit')} ${name}`}
                    >
                      {t('adminSettings.actions.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700"
                      onClick={() => onDelete(label)}
                      aria-label={`${t('adminSettings.actions.delete')} ${name}`}
                    >
                      {t('adminSettings.actions.delete')}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
