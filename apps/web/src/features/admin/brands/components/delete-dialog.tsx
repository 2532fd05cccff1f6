import type { AdminBrand } from '@souk/shared/responses/admin-brands';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useT } from '../../../../lib/language';

/**
 * spec: dashboards §4 — the confirmation before a brand is deleted: permanent (profile, logo on the
 * server, access) and cannot be undone; a brand with orders is anonymised instead.
 */
export function DeleteDialog({
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
    <ConfirmDialog
      open={brand !== null}
      title={t('adminBrands.deleteDialog.title')}
      body={
        brand && (
          <>
            <p className="font-semibold text-slate-900">
              {t('adminBrands.deleteDialog.question', { name: brand.name })}
            </p>
            <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              {t('adminBrands.deleteDialog.warning')}
            </p>
            <p className="text-sm">{t('adminBrands.deleteDialog.ordersNote')}</p>
          </>
        )
      }
      confirmLabel={t('adminBrands.deleteDialog.confirm')}
      cancelLabel={t('adminBrands.deleteDialog.cancel')}
      pending={pending}
      onConfirm={() => brand && onConfirm(brand)}
      onClose={onClose}
    />
  );
}
