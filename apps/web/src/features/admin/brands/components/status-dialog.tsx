import type { AdminBrand } from '@souk/shared/responses/admin-brands';
import { Button } from '../../../../components/button';
import { Dialog } from '../../../../components/dialog';
import { useT } from '../../../../lib/language';
import { BrandStatusBadge } from './brand-status-badge';

/**
 * spec: dashboards §4 "Brand enabled or disabled" — the confirmation before the status changes: the
 * current status, then what the change does (deactivating prevents login and selling; activating
 * lets the brand resume).
 */
export function StatusDialog({
  brand,
  pending,
  onConfirm,
  onClose,
}: {
  brand: AdminBrand | null;
  pending: boolean;
  onConfirm: (brand: AdminBrand) => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={brand !== null}
      onClose={onClose}
      title={t('adminBrands.statusDialog.title')}
      className="w-[min(30rem,calc(100%-2rem))]"
    >
      {brand && (
        <div className="grid gap-4">
          <p className="flex flex-wrap items-center gap-2 text-slate-800">
            <span className="font-semibold">{brand.name}</span>
            <span>{t('adminBrands.statusDialog.current')}</span>
            <BrandStatusBadge enabled={brand.enabled} />
          </p>
          <p
            className={
              brand.enabled
                ? 'rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900'
                : 'text-sm text-slate-700'
            }
          >
            {brand.enabled
              ? t('adminBrands.statusDialog.deactivateWarning', { name: brand.name })
              : t('adminBrands.statusDialog.activateNote', { name: brand.name })}
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('adminBrands.statusDialog.cancel')}
            </Button>
            <Button
              variant={brand.enabled ? 'danger' : 'primary'}
              loading={pending}
              onClick={() => onConfirm(brand)}
            >
              {brand.enabled
                ? t('adminBrands.statusDialog.deactivate')
                : t('adminBrands.statusDialog.activate')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
