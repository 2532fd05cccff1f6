import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons';

/** A native select with its visible label beside it (sort and page-size choosers). */
export function SelectField({
  label,
  children,
  className = '',
  ...props
}: Omit<ComponentPropsWithRef<'select'>, 'id'> & { label: ReactNode }) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        {label}
      </label>
      <SelectBox id={id} {...props}>
        {children}
      </SelectBox>
    </div>
  );
}

/** A native select drawn as the shop's fields, with its chevron; the caller labels it. */
export function SelectBox({ children, className = '', ...props }: ComponentPropsWithRef<'select'>) {
  return (
    <div className={`relative ${className}`}>
      <select
        className="block w-full appearance-none rounded-lg border border-slate-300 bg-white py-2 ps-3 pe-9 text-sm font-medium text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-100"
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        size={16}
        className="pointer-events-none absolute inset-y-0 end-3 my-auto text-slate-500"
      />
    </div>
  );
}
