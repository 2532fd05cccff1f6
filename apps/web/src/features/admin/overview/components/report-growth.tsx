import { GrowthHint } from '../../../../components/growth-hint';
import { useT } from '../../../../lib/language';

/** A figure's change against the period before, in the admin reports' words. */
export function ReportGrowth({ percentChange }: { percentChange: number | null }) {
  const t = useT();
  return (
    <GrowthHint
      percentChange={percentChange}
      words={{
        up: (value) => t('adminReports.growth.up', { value }),
        down: (value) => t('adminReports.growth.down', { value }),
        same: t('adminReports.growth.same'),
        noBase: t('adminReports.growth.noBase'),
      }}
    />
  );
}
