import { AlertCircleIcon, CheckCircleIcon } from '../../../../components/icons';
import { useT } from '../../../../lib/language';

/** Active or inactive, in words and with an icon (never by colour alone). */
export function BrandStatusBadge({ enabled }: { enabled: boolean }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        enabled ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'
      }`}
    >
      {enabled ? <CheckCircleIcon size={14} /> : <AlertCircleIcon size={14} />}
      {enabled ? t('adminBrands.status.enabled') : t('adminBrands.status.disabled')}
    </span>
  );
}
