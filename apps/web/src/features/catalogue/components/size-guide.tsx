import { useState } from 'react';
import { CLOTHING_SIZES } from '@souk/shared/constants';
import { Dialog } from '../../../components/dialog';
import { RulerIcon } from '../../../components/shop-icons';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';

/** Body measurements (cm) per clothing size: chest and waist. */
const CLOTHING_CHART: Record<(typeof CLOTHING_SIZES)[number], [string, string]> = {
  XS: ['82–86', '66–70'],
  S: ['86–91', '70–75'],
  M: ['91–97', '75–81'],
  L: ['97–104', '81–88'],
  XL: ['104–112', '88–96'],
  XXL: ['112–120', '96–104'],
  '3XL': ['120–128', '104–112'],
  '4XL': ['128–136', '112–120'],
  '5XL': ['136–144', '120–128'],
};

/** A European shoe size is a last length in Paris points (2/3 cm); the foot is ~1.5 cm shorter. */
export function footLengthCm(euSize: number): number {
  return (euSize * 2) / 3 - 1.5;
}

/** spec: storefront §2 product page — the size guide, for the sizes this product comes in. */
export function SizeGuide({ sizes }: { sizes: string[] }) {
  const t = useT();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const shoeSizes = sizes
    .map((size) => /^EU\s*(\d+)$/i.exec(size)?.[1])
    .filter((size): size is string => Boolean(size))
    .map(Number);
  const clothing = CLOTHING_SIZES.filter((size) => sizes.includes(size));
  const thClass = 'border-b border-slate-200 px-3 py-2 text-start font-semibold text-slate-900';
  const tdClass = 'border-b border-slate-100 px-3 py-2 text-slate-700 tabular-nums';

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <RulerIcon size={16} />
        {t('catalogue.sizeGuide.open')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('catalogue.sizeGuide.title')}>
        <p className="text-sm text-slate-600">{t('catalogue.sizeGuide.intro')}</p>
        {(clothing.length > 0 || shoeSizes.length === 0) && (
          <table className="mt-4 w-full border-collapse text-sm">
            <caption className="mb-2 text-start font-semibold text-slate-900">
              {t('catalogue.sizeGuide.clothing')}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  {t('catalogue.sizeGuide.size')}
                </th>
                <th scope="col" className={thClass}>
                  {t('catalogue.sizeGuide.chest')}
                </th>
                <th scope="col" className={thClass}>
                  {t('catalogue.sizeGuide.waist')}
                </th>
              </tr>
            </thead>
            <tbody>
              {(clothing.length ? clothing : CLOTHING_SIZES).map((size) => (
                <tr key={size}>
                  <th scope="row" className={`${tdClass} text-start font-semibold`}>
                    {size}
                  </th>
                  <td className={tdClass}>{CLOTHING_CHART[size][0]}</td>
                  <td className={tdClass}>{CLOTHING_CHART[size][1]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {shoeSizes.length > 0 && (
          <table className="mt-6 w-full border-collapse text-sm">
            <caption className="mb-2 text-start font-semibold text-slate-900">
              {t('catalogue.sizeGuide.shoes')}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  {t('catalogue.sizeGuide.size')}
                </th>
                <th scope="col" className={thClass}>
                  {t('catalogue.sizeGuide.footLength')}
                </th>
              </tr>
            </thead>
            <tbody>
              {shoeSizes.map((size) => (
                <tr key={size}>
                  <th scope="row" className={`${tdClass} text-start font-semibold`}>
                    EU {size}
                  </th>
                  <td className={tdClass}>
                    {format.number(footLengthCm(size), {
                      minimumFractionDigits: 1,
                      maximumFractionDigits: 1,
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="mt-4 text-sm text-slate-600">{t('catalogue.sizeGuide.between')}</p>
      </Dialog>
    </>
  );
}
