import type { AdminBrand } from '@souk/shared/responses/admin-brands';
import { Button } from '../../../../components/button';
import { Dialog } from '../../../../components/dialog';
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
    <Dialog
      open={brand !== null}
      onClose={onClose}
      title={t('adminBrands.deleteDialog.title')}
      className="w-[min(30rem,calc(100%-2rem))]"
    >
      {brand && (
        <div className="grid gap-4">
          <p className="font-semibold text-slate-900">
            {t('adminBrands.deleteDialog.question', { name: brand.name })}
          </p>
          <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {t('adminBrands.deleteDialog.warning')}
          </p>
          <p className="text-sm text-slate-700">{t('adminBrands.deleteDialog.ordersNote')}</p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('adminBrands.deleteDialog.cancel')}
            </Button>
            <Button variant="danger" loading={pending} onClick={() => onConfirm(brand)}>
              {t('adminBrands.deleteDialog.confirm')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
