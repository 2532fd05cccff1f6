import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useT } from '../lib/language';
import {
  controlClass,
  FieldFrame,
  stateClass,
  useDescribedField,
  type Described,
} from './form-fields';
import { EyeIcon, EyeOffIcon } from './icons';

type FieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> &
  Omit<Described, 'required'> & {
    required?: boolean;
    /** Something shown at the end of the input (a toggle button). */
    endSlot?: ReactNode;
  };

/** A labelled input with its hint and error linked for assistive technology. */
export function TextField({
  label,
  hint,
  error,
  endSlot,
  required,
  className = '',
  'aria-describedby': describedByMore,
  ...props
}: FieldProps) {
  const { id, hintId, errorId, describedBy } = useDescribedField({ hint, error });
  return (
    <FieldFrame {...{ id, hintId, errorId, label, hint, error, required, className }}>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          // The hint and the error, then what the page adds (a password's checklist).
          aria-describedby={[describedBy, describedByMore].filter(Boolean).join(' ') || undefined}
          aria-required={required || undefined}
          className={`${controlClass} ${endSlot ? 'pe-11' : ''} ${stateClass(error)}`}
          {...props}
        />
        {endSlot && (
          <div className="absolute inset-y-0 end-0 flex items-center pe-1.5">{endSlot}</div>
        )}
      </div>
    </FieldFrame>
  );
}

/** A password input with a show or hide toggle (storefront §2: login and reset). */
export type PasswordFieldProps = Omit<FieldProps, 'type' | 'endSlot'>;

export function PasswordField(props: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      endSlot={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={visible}
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      }
    />
  );
}

/** A checkbox with its label and error. */
export function CheckboxField({
  label,
  error,
  className = '',
  ...props
}: Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> & { label: ReactNode; error?: string }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          {...props}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
