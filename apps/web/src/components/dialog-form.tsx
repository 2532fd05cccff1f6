import type { ReactNode } from 'react';
import { Button } from './button';

/** Why a dialog's form was refused (the server's words), said at once to screen readers. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/** The end of a dialog's form: a button that closes it, then the form's own (`children`). */
export function DialogActions({
  cancelLabel,
  onCancel,
  children,
}: {
  cancelLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Button type="button" variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      {children}
    </div>
  );
}
