import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons';

/*
 * The frame every form field shares (label above, hint and error linked for assistive technology),
 * and two fields built on it: a select and a text area, used by the contact form and the blog's
 * comment box. text-field.tsx builds the text inputs on the same frame.
 * (select-field.tsx is the compact chooser with its label beside it, for sorting.)
 */

export const controlClass =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 transition-colors focus:outline-none focus-visible:outline-none focus:ring-3 disabled:bg-slate-100';

export const stateClass = (error?: string) =>
  error
    ? 'border-red-600 focus:border-red-600 focus:ring-red-200'
    : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100';

export type Described = { label: ReactNode; hint?: ReactNode; error?: string; required?: boolean };

export function useDescribedField({ hint, error }: Pick<Described, 'hint' | 'error'>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return { id, hintId, errorId, describedBy: describedBy || undefined };
}

export function FieldFrame({
  id,
  hintId,
  errorId,
  label,
  hint,
  error,
  required,
  className,
  children,
}: Described & {
  id: string;
  hintId: string;
  errorId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={hintId} className={error ? 'sr-only' : 'mt-1.5 text-sm text-slate-600'}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function FormSelectField({
  label,
  hint,
  error,
  required,
  className = '',
  children,
  ...props
}: Omit<ComponentPropsWithRef<'select'>, 'id'> & Described) {
  const { id, hintId, errorId, describedBy } = useDescribedField({ hint, error });
  return (
    <FieldFrame {...{ id, hintId, errorId, label, hint, error, required, className }}>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={`${controlClass} appearance-none pe-10 ${stateClass(error)}`}
          {...props}
        >
          {children}
        </select>
        <ChevronDownIcon
          size={18}
          className="pointer-events-none absolute inset-y-0 end-3 my-auto text-slate-500"
        />
      </div>
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  required,
  className = '',
  ...props
}: Omit<ComponentPropsWithRef<'textarea'>, 'id'> & Described) {
  const { id, hintId, errorId, describedBy } = useDescribedField({ hint, error });
  return (
    <FieldFrame {...{ id, hintId, errorId, label, hint, error, required, className }}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        className={`${controlClass} min-h-36 resize-y ${stateClass(error)}`}
        {...props}
      />
    </FieldFrame>
  );
}
