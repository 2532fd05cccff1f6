import type { AdminBrand } from '@souk/shared/responses/admin-brands';
import { Avatar } from '../../../../components/avatar';
import { Button } from '../../../../components/button';
import { Stars } from '../../../../components/stars';
import { mediaUrl } from '../../../../lib/api-client';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/language';
import { useLocalName } from '../../../../lib/local-name';
import { BrandStatusBadge } from './brand-status-badge';

/** spec: dashboards §2 — a broken or missing logo falls back to a placeholder image. */
export const BRAND_LOGO_PLACEHOLDER = '/images/brand-placeholder.svg';

/**
 * One brand of the admin's list (dashboards §2 "All brands"): logo, name, category, products,
 * rating, status, and the status and delete actions, each naming the brand it acts on.
 */
export function BrandCard({
  brand,
  onToggle,
  onDelete,
}: {
  brand: AdminBrand;
  onToggle: (brand: AdminBrand) => void;
  onDelete: (brand: AdminBrand) => void;
}) {
  const t = useT();
  const format = useFormat();
  const localName = useLocalName();
  const category = brand.brandCategoryName
    ? localName({
        name: brand.brandCategoryName,
        nameTranslations: brand.brandCategoryNameTranslations,
      })
    : t('adminBrands.card.noCategory');
  return (
    <li
      data-testid="brand-card"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-4">
        <Avatar
          src={mediaUrl(brand.logo)}
          fallbackSrc={BRAND_LOGO_PLACEHOLDER}
          name={brand.name}
          alt={t('adminBrands.card.logoAlt', { name: brand.name })}
          size={56}
          shape="rounded"
        />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-slate-900">{brand.name}</h2>
          <p className="text-sm text-slate-600">{category}</p>
          <div className="mt-1">
            <BrandStatusBadge enabled={brand.enabled} />
          </div>
        </div>
      </div>
      <div className="grid gap-1.5 text-sm text-slate-700">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <span>{t('adminBrands.card.products', { count: brand.productCount })}</span>
          {brand.reviewCount > 0 ? (
            <span className="flex items-center gap-1.5">
              <Stars rating={brand.averageRating} size={14} />
              <span aria-hidden="true" className="tabular-nums">
                {format.rating(brand.averageRating)}
              </span>
            </span>
          ) : (
            <span>{t('adminBrands.card.noRating')}</span>
          )}
        </p>
        {brand.loginEmail && (
          <p className="truncate">
            {t('adminBrands.card.login')} <span dir="ltr">{brand.loginEmail}</span>
          </p>
        )}
        <p className="text-slate-600">
          {t('adminBrands.card.registered', {
            date: format.date(brand.registrationDate),
          })}
        </p>
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onToggle(brand)}
          aria-label={t(
            brand.enabled ? 'adminBrands.card.deactivateOf' : 'adminBrands.card.activateOf',
            { name: brand.name },
          )}
        >
          {brand.enabled ? t('adminBrands.card.deactivate') : t('adminBrands.card.activate')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700"
          onClick={() => onDelete(brand)}
          aria-label={t('adminBrands.card.deleteOf', { name: brand.name })}
        >
          {t('adminBrands.card.delete')}
        </Button>
      </div>
    </li>
  );
}
