import { Button } from '../../../components/button';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';

/** What the alerts page says when a change to an alert fails, with the server's reason. */
export function useAlertFailure() {
  const t = useT();
  return (error: unknown) => toast.error(t('alerts.failed', { reason: apiErrorMessage(error, t) }));
}

type DeleteChange = {
  mutate: (
    variables: { kind: 'delete'; id: number },
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
};

/** Delete, named for what it deletes (`label`); `deleted` is said once it is gone. */
export function DeleteAlertButton({
  id,
  label,
  deleted,
  change,
}: {
  id: number;
  label: string;
  deleted: string;
  change: DeleteChange;
}) {
  const t = useT();
  const fail = useAlertFailure();
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      disabled={change.isPending}
      onClick={() =>
        change.mutate(
          { kind: 'delete', id },
          { onSuccess: () => toast.success(deleted), onError: fail },
        )
      }
    >
      {t('alerts.delete')}
    </Button>
  );
}
