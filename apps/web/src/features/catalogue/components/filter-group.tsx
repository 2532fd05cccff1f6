import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../../components/icons';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';

/** A titled, collapsible group of filter choices (a fieldset named by its legend). */
export function FilterGroup({
  title,
  children,
  defaultOpen = true,
}: {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <fieldset className="min-w-0 border-b border-slate-200 py-4 last:border-b-0">
      <legend className="float-start w-full">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((isOpen) => !isOpen)}
          className="flex w-full items-center justify-between gap-2 rounded-md text-start text-sm font-bold text-slate-900"
        >
          {title}
          <ChevronDownIcon
            size={18}
            className={`text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </legend>
      <div id={id} hidden={!open} className="clear-both pt-3">
        {children}
      </div>
    </fieldset>
  );
}

export type FacetOption = {
  value: string;
  label: string;
  count: number;
  /** A colour swatch before the label. */
  swatch?: string;
};

/** The number of products a choice leaves, after its label. */
export function FacetCount({ count }: { count: number }) {
  const format = useFormat();
  return (
    <span className="ms-auto shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium tabular-nums text-slate-700">
      {format.count(count)}
    </span>
  );
}

/**
 * Checkboxes for a list filter, each with its count. A long list shows its first `visible`
 * options, and any chosen one beyond them, until "Show all" (issue 14: the filter column was
 * three times the height of the products beside it).
 */
export function FacetCheckboxes({
  options,
  selected,
  onToggle,
  visible = 6,
}: {
  options: FacetOption[];
  selected: string[];
  onToggle: (value: string) => void;
  visible?: number;
}) {
  const t = useT();
  const [all, setAll] = useState(false);
  const shown = all
    ? options
    : options.filter((option, index) => index < visible || selected.includes(option.value));
  const listId = useId();
  if (options.length === 0)
    return <p className="text-sm text-slate-600">{t('catalogue.filters.noOptions')}</p>;
  return (
    <>
      <ul id={listId} className="grid grid-cols-1 gap-1">
        {shown.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <li key={option.value}>
              <label
                className={`flex cursor-pointer items-center gap-2.5 rounded-md px-1.5 py-1 text-sm hover:bg-slate-100 ${
                  option.count === 0 && !checked ? 'text-slate-500' : 'text-slate-800'
                }`}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => onToggle(option.value)}
                  className="size-4 shrink-0 rounded border-slate-400 accent-brand-700"
                />
                {option.swatch && (
                  <span
                    aria-hidden="true"
                    className="size-4 shrink-0 rounded-full border border-slate-300"
                    style={{ backgroundColor: option.swatch }}
                  />
                )}
                <span className="min-w-0 flex-1 truncate">{option.label}</span>
                <FacetCount count={option.count} />
              </label>
            </li>
          );
        })}
      </ul>
      {options.length > visible && (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll((showAll) => !showAll)}
          className="mt-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {all
            ? t('catalogue.filters.showLess')
            : t('catalogue.filters.showAll', { count: options.length })}
        </button>
      )}
    </>
  );
}
