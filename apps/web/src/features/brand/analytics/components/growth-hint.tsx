import type { PeriodFigure } from '@souk/shared/responses/brand-reports';
import { GrowthHint as Growth } from '../../../../components/growth-hint';
import { useT } from '../../../../lib/language';

/** A total's change against the period before, in the brand dashboard's words. */
export function GrowthHint({ figure }: { figure: PeriodFigure }) {
  const t = useT();
  return (
    <Growth
      percentChange={figure.percentChange}
      words={{
        up: (value) => t('brandDashboard.analytics.up', { value }),
        down: (value) => t('brandDashboard.analytics.down', { value }),
        same: t('brandDashboard.analytics.same'),
        noBase: t('brandDashboard.analytics.noBase'),
      }}
    />
  );
}
