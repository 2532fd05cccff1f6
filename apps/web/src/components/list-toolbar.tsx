import { useId } from 'react';
import { LIMITS } from '@souk/shared/constants';
import { Button } from './button';
import { SearchIcon } from './shop-icons';

/**
 * A list's search box (spec: dashboards §2): a magnifier, the text typed, and — when `onClear` is
 * given and something is typed — a button that clears it. The label is for screen readers; the
 * placeholder says what is searched.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  clearLabel,
  onClear,
  inputClassName = 'w-full',
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  clearLabel?: string;
  onClear?: () => void;
  inputClassName?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <SearchIcon
          size={18}
          className="pointer-events-none absolute inset-y-0 start-3 my-auto text-slate-500"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          maxLength={LIMITS.searchMaxChars}
          className={`${inputClassName} rounded-lg border border-slate-300 bg-white py-2 ps-10 pe-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-3 focus:ring-brand-100 focus:outline-none`}
        />
      </div>
      {value && onClear && clearLabel && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          {clearLabel}
        </Button>
      )}
    </div>
  );
}

/** A list's filter as a row of buttons, the one shown pressed (its state said, not only seen). */
export function FilterButtons<Filter extends string>({
  label,
  filters,
  selected,
  filterName,
  onFilter,
}: {
  label: string;
  filters: readonly Filter[];
  selected: Filter;
  filterName: (filter: Filter) => string;
  onFilter: (filter: Filter) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex gap-2">
      {filters.map((filter) => (
        <Button
          key={filter}
          size="sm"
          variant={selected === filter ? 'primary' : 'secondary'}
          aria-pressed={selected === filter}
          onClick={() => onFilter(filter)}
        >
          {filterName(filter)}
        </Button>
      ))}
    </div>
  );
}
