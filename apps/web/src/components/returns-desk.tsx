import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Page } from '@souk/shared/api';
import { RETURN_STATUSES, type ReturnStatus } from '@souk/shared/constants';
import type { ReturnRequest } from '@souk/shared/responses/returns';
import type { ReturnDecision } from '@souk/shared/schemas/returns';
import { apiErrorMessage, validationMessage } from '../lib/api-error-message';
import { ApiError } from '../lib/api-client';
import { useFormat } from '../lib/format';
import { refreshFigures } from '../lib/refresh-figures';
import { useT } from '../lib/language';
import { toast } from '../lib/toast';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';
import { DialogActions, FormAlert } from './dialog-form';
import { TextAreaField } from './form-fields';
import { ReturnCard } from './return-card';
import { SelectField } from './select-field';

export type ReturnsFilters = { status: ReturnStatus | 'ALL'; page: number; size: number };

/** What the brand's and the admin's returns need from their feature: the list and the action. */
export type ReturnsSource = {
  /** the list's query key, under which every page and filter is kept */
  queryKey: readonly unknown[];
  fetchPage: (filters: ReturnsFilters, signal?: AbortSignal) => Promise<Page<ReturnRequest>>;
  decide: (returnId: number, decision: ReturnDecision) => Promise<ReturnRequest>;
  /** after a change: what else shows the order's money or stock reads it again */
  onChanged?: () => void;
};

const PAGE_SIZE = 10;

/** The refusal's reason, required, said next to its field. */
function RefuseDialog({
  request,
  onClose,
  onRefuse,
}: {
  request: ReturnRequest | null;
  onClose: () => void;
  onRefuse: (reason: string) => Promise<unknown>;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(validationMessage('refusal_reason_required', t));
      return;
    }
    setPending(true);
    try {
      await onRefuse(reason.trim());
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fieldErrors : {};
      setError(fields.refusalReason);
      setFormError(apiErrorMessage(failure, t));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title={request ? t('returnsDesk.refuseTitle', { number: request.orderNumber }) : ''}
      className="w-[min(32rem,calc(100%-2rem))]"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <TextAreaField
          label={t('returnsDesk.refusalReason')}
          hint={t('returnsDesk.refusalHint')}
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error}
          data-testid="refusal-reason"
        />
        <FormAlert message={formError} />
        <DialogActions cancelLabel={t('returnsDesk.back')} onCancel={onClose}>
          <Button type="submit" variant="danger" disabled={pending}>
            {t('returnsDesk.confirmRefuse')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * The returns on the brand's orders page (its own) and the admin's (every one), decision 026:
 * newest first, filtered by status, each with what may be done next — accept or refuse (with a
 * reason) a request, mark the goods of an accepted one received (stock back, refund recorded).
 */
export function ReturnsDesk({
  title,
  intro,
  source,
  showBrand,
}: {
  title: string;
  intro: string;
  source: ReturnsSource;
  /** the admin reads every brand's returns */
  showBrand: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<ReturnsFilters>({
    status: 'ALL',
    page: 0,
    size: PAGE_SIZE,
  });
  const [refusing, setRefusing] = useState<ReturnRequest | null>(null);
  const [receiving, setReceiving] = useState<ReturnRequest | null>(null);
  const query = useQuery({
    queryKey: [...source.queryKey, filters],
    queryFn: ({ signal }) => source.fetchPage(filters, signal),
    placeholderData: keepPreviousData,
  });
  const change = useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ReturnDecision }) =>
      source.decide(id, decision),
    onSuccess: (_updated, { decision }) => {
      toast.success(t(`returnsDesk.done.${decision.action}`));
      void queryClient.invalidateQueries({ queryKey: source.queryKey });
      // a receipt gives stock back and records a refund: every figure follows (decision 029)
      void refreshFigures(queryClient);
      source.onChanged?.();
    },
  });
  const act = (id: number, decision: ReturnDecision) =>
    change.mutate({ id, decision }, { onError: (error) => toast.error(apiErrorMessage(error, t)) });

  const page = query.data;
  return (
    <section aria-labelledby="returns-desk" className="grid gap-4" data-testid="returns-desk">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="returns-desk" className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="text-sm text-slate-700">{intro}</p>
        </div>
        <SelectField
          label={t('returnsDesk.filter')}
          value={filters.status}
          onChange={(event) =>
            setFilters({
              ...filters,
              page: 0,
              status: event.target.value as ReturnsFilters['status'],
            })
          }
          data-testid="returns-filter"
        >
          <option value="ALL">{t('returnsDesk.all')}</option>
          {RETURN_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`returns.status.${status}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {query.isError && <p className="text-sm text-red-700">{t('returnsDesk.failed')}</p>}
      {page && page.content.length === 0 && (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
          {t('returnsDesk.empty')}
        </p>
      )}
      <div className="grid gap-3 lg:grid-cols-2">
        {page?.content.map((request) => (
          <ReturnCard
            key={request.id}
            request={request}
            heading={
              <>
                {t('returnsDesk.order', { number: request.orderNumber })}
                <span className="block text-xs font-normal text-slate-600">
                  {t('returnsDesk.customer')}:{' '}
                  <bdi>{request.customerName || request.customerEmail}</bdi>
                  {showBrand && (
                    <>
                      {' · '}
                      <bdi>{request.brandName}</bdi>
                    </>
                  )}
                </span>
              </>
            }
            actions={
              request.status === 'REQUESTED' ? (
                <>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setRefusing(request)}
                    data-testid="return-refuse"
                  >
                    {t('returnsDesk.refuse')}
                  </Button>
                  <Button
                    size="sm"
                    disabled={change.isPending}
                    onClick={() => act(request.id, { action: 'accept', refusalReason: null })}
                    data-testid="return-accept"
                  >
                    {t('returnsDesk.accept')}
                  </Button>
                </>
              ) : request.status === 'ACCEPTED' ? (
                <Button
                  size="sm"
                  onClick={() => setReceiving(request)}
                  data-testid="return-receive"
                >
                  {t('returnsDesk.receive')}
                </Button>
              ) : undefined
            }
          />
        ))}
      </div>
      {page && page.totalPages > 1 && (
        <nav className="flex flex-wrap items-center justify-end gap-2 text-sm" aria-label={title}>
          <Button
            size="sm"
            variant="secondary"
            disabled={filters.page === 0}
            onClick={() => setFilters({ ...filters, page: filters.page - 1 })}
          >
            {t('returnsDesk.previous')}
          </Button>
          <span className="text-slate-700">
            {t('returnsDesk.pageOf', {
              page: format.number(filters.page + 1),
              pages: format.number(page.totalPages),
            })}
          </span>
          <Button
            size="sm"
            variant="secondary"
            disabled={filters.page + 1 >= page.totalPages}
            onClick={() => setFilters({ ...filters, page: filters.page + 1 })}
          >
            {t('returnsDesk.nextPage')}
          </Button>
        </nav>
      )}
      <RefuseDialog
        key={refusing?.id ?? 'closed'}
        request={refusing}
        onClose={() => setRefusing(null)}
        onRefuse={async (reason) => {
          await change.mutateAsync({
            id: refusing!.id,
            decision: { action: 'refuse', refusalReason: reason },
          });
          setRefusing(null);
        }}
      />
      <ConfirmDialog
        open={receiving !== null}
        title={receiving ? t('returnsDesk.receiveTitle', { number: receiving.orderNumber }) : ''}
        body={
          receiving ? t('returnsDesk.receiveBody', { amount: format.price(receiving.amount) }) : ''
        }
        confirmLabel={t('returnsDesk.confirmReceive')}
        cancelLabel={t('returnsDesk.back')}
        confirmVariant="primary"
        onConfirm={() => {
          if (receiving) act(receiving.id, { action: 'receive', refusalReason: null });
          setReceiving(null);
        }}
        onClose={() => setReceiving(null)}
      />
    </section>
  );
}
