import { useCallback, useState, type FocusEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * spec: storefront §4 sign-up "fields become touched on focus or typing"; dashboards §5 reset
 * "fields become touched on focus". A field's message shows from the moment it is focused: put
 * `onFocusCapture` on the form and ask `touched(field)`.
 */
export function useTouchedOnFocus<T extends FieldValues>(form: UseFormReturn<T>) {
  const [focused, setFocused] = useState<ReadonlySet<string>>(() => new Set());
  const onFocusCapture = useCallback(
    (event: FocusEvent<HTMLFormElement>) => {
      const name = (event.target as Partial<HTMLInputElement>).name;
      if (!name || !(name in form.getValues()) || focused.has(name)) return;
      setFocused((current) => new Set(current).add(name));
      void form.trigger(name as Path<T>);
    },
    [focused, form],
  );
  const { touchedFields, dirtyFields, isSubmitted } = form.formState;
  const touched = (field: Path<T>): boolean =>
    focused.has(field) ||
    Boolean((touchedFields as Record<string, unknown>)[field]) ||
    Boolean((dirtyFields as Record<string, unknown>)[field]) ||
    isSubmitted;
  return { onFocusCapture, touched };
}
