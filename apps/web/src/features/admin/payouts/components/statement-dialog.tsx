import { useState } from 'react';
import type { AdminPayoutRow } from '@souk/shared/responses/payouts';
import { Button } from '../../../../components/button';
import { Dialog } from '../../../../components/dialog';
import { LedgerStatement } from '../../../../components/ledger-statement';
import { Skeleton } from '../../../../components/skeleton';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useT } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';
import { downloadBrandStatement, useAdminLedger } from '../api/payouts';

/** One brand's statement for the admin, with its CSV download (decision 027). */
export function StatementDialog({
  brand,
  onClose,
}: {
  brand: AdminPayoutRow;
  onClose: () => void;
}) {
  const t = useT();
  const [page, setPage] = useState(0);
  const ledger = useAdminLedger(brand.brandId, page);
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadBrandStatement(brand.brandId, brand.brandName);
    } catch (failure) {
      toast.error(apiErrorMessage(failure, t));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('payouts.admin.statementFor', { brand: brand.brandName })}
      className="w-[min(56rem,calc(100%-2rem))]"
    >
      <div className="space-y-3" data-testid="statement-dialog">
        <div className="flex justify-end">
          <Button
            variant="secondary"
            size="sm"
            loading={downloading}
            onClick={() => void download()}
          >
            {t('payouts.statement.download')}
          </Button>
        </div>
        {ledger.data ? (
          <LedgerStatement page={ledger.data} onPage={(next) => setPage(next - 1)} />
        ) : ledger.isError ? (
          <p role="alert">{t('payouts.loadError')}</p>
        ) : (
          <div role="status" aria-busy="true">
            <span className="sr-only">{t('payouts.loading')}</span>
            <Skeleton className="h-8 w-full" />
          </div>
        )}
      </div>
    </Dialog>
  );
}
