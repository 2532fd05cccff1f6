import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * A question before an action that cannot be undone (remove an item, clear a list, disable an
 * account). Without `pending` the action is taken at once and the dialog closes; with it the
 * action waits on the server: the button shows it is busy and the caller closes the dialog once
 * it is done, so a refusal can be tried again.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  pending,
  confirmVariant = 'danger',
}: {
  open: boolean;
  title: ReactNode;
  /** a sentence, or the caller's own paragraphs */
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  /** 'primary' for an action that undoes nothing (enabling again) */
  confirmVariant?: 'danger' | 'primary';
}) {
  const waits = pending !== undefined;
  return (
    <Dialog open={open} onClose={onClose} title={title} className="w-[min(28rem,calc(100%-2rem))]">
      {typeof body === 'string' ? (
        <p className="text-slate-700">{body}</p>
      ) : (
        <div className="grid gap-4 text-slate-700">{body}</div>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button
          variant={confirmVariant}
          loading={pending}
          onClick={() => {
            onConfirm();
            if (!waits) onClose();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
