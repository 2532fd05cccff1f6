import type { AdminBrand } from '@souk/shared/responses/admin-brands';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
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
  const enabled = brand?.enabled ?? false;
  return (
    <ConfirmDialog
      open={brand !== null}
      title={t('adminBrands.statusDialog.title')}
      body={
        brand && (
          <>
            <p className="flex flex-wrap items-center gap-2 text-slate-800">
              <span className="font-semibold">{brand.name}</span>
              <span>{t('adminBrands.statusDialog.current')}</span>
              <BrandStatusBadge enabled={brand.enabled} />
            </p>
            <p
              className={
                enabled
                  ? 'rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900'
                  : 'text-sm'
              }
            >
              {enabled
                ? t('adminBrands.statusDialog.deactivateWarning', { name: brand.name })
                : t('adminBrands.statusDialog.activateNote', { name: brand.name })}
            </p>
          </>
        )
      }
      confirmLabel={
        enabled ? t('adminBrands.statusDialog.deactivate') : t('adminBrands.statusDialog.activate')
      }
      confirmVariant={enabled ? 'danger' : 'primary'}
      cancelLabel={t('adminBrands.statusDialog.cancel')}
      pending={pending}
      onConfirm={() => brand && onConfirm(brand)}
      onClose={onClose}
    />
  );
}
