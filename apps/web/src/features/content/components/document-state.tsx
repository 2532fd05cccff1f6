import { ErrorState } from '../../../components/error-state';
import { FullPageLoader } from '../../../components/full-page-loader';
import { useT } from '../../../lib/language';

/** What a page shows while its document loads, or when it could not be loaded. */
export function DocumentState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const t = useT();
  if (failed)
    return (
      <ErrorState
        title={t('content.loadFailed')}
        message={t('common.networkError')}
        onRetry={onRetry}
        retryLabel={t('content.retry')}
      />
    );
  return <FullPageLoader label={t('content.loadingPage')} size="section" />;
}
