import { useState, type ReactNode } from 'react';
import { Button } from '../../../../components/button';
import { Dialog } from '../../../../components/dialog';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useT } from '../../../../lib/language';

/**
 * spec: dashboards §2 — "Are you sure you want to delete this item?". The dialog stays open until
 * the server answers; a refusal (a category that products still use, a brand category with
 * brands) shows its message here, naming how many.
 */
export function DeleteDialog({
  name,
  note,
  onConfirm,
  onClose,
}: {
  name: string;
  /** what else goes with the item */
  note?: ReactNode;
  /** deletes; rejects with the server's refusal */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useT();
  const [refusal, setRefusal] = useState<string>();
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    setRefusal(undefined);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setRefusal(t('adminSettings.toast.deleteFailed', { reason: apiErrorMessage(error, t) }));
      setDeleting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('adminSettings.deleteDialog.title', { name })}
      className="w-[min(30rem,calc(100%-2rem))]"
    >
      <p className="text-slate-700">{t('adminSettings.deleteDialog.body')}</p>
      {note && <p className="mt-2 text-sm text-slate-700">{note}</p>}
      {refusal && (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {refusal}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('adminSettings.deleteDialog.cancel')}
        </Button>
        <Button variant="danger" loading={deleting} onClick={() => void confirm()}>
          {t('adminSettings.deleteDialog.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
