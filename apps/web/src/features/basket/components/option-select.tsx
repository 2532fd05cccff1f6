import { useId } from 'react';
import { ChevronDownIcon } from '../../../components/icons';

const selectClass =
  'block w-full appearance-none rounded-lg border border-slate-300 bg-white py-2.5 ps-3 pe-9 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-100';

/** A labelled native select of the product's own colours or sizes. */
export function OptionSelect({
  label,
  placeholder,
  options,
  value,
  onChange,
  describe,
  nameOf = (option) => option,
  hideLabel = false,
}: {
  label: string;
  placeholder: string;
  options: string[];
  value: string | null;
  onChange: (value: string) => void;
  describe?: string;
  nameOf?: (option: string) => string;
  /** Keep the label for screen readers only (the cart page's compact rows). */
  hideLabel?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'block text-sm font-semibold text-slate-900'}
      >
        {label}
      </label>
      <div className={`relative ${hideLabel ? '' : 'mt-1.5'}`}>
        <select
          id={id}
          value={value ?? ''}
          required
          aria-describedby={describe}
          onChange={(event) => onChange(event.target.value)}
          className={selectClass}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option} value={option}>
              {nameOf(option)}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          size={16}
          className="pointer-events-none absolute inset-y-0 end-3 my-auto text-slate-500"
        />
      </div>
    </div>
  );
}
