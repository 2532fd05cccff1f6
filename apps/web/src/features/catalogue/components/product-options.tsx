import { useId } from 'react';
import { COLORS } from '@souk/shared/constants';
import type { PurchaseChoice } from '../../../components/product-actions';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useColorName } from '../../../lib/color-name';
import { useT } from '../../../lib/language';
import { SizeGuide } from './size-guide';

const COLOR_BY_NAME = new Map<string, (typeof COLORS)[number]>(COLORS.map((c) => [c.name, c]));

/** The shopper's size, colour and quantity (what add to cart uses). */
export type ProductChoice = PurchaseChoice;

const pillClass =
  'flex min-w-12 cursor-pointer items-center justify-center rounded-lg border px-3 py-2 text-sm font-semibold transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600';

/**
 * spec: storefront §2 product page — the sizes, colours and quantity choosers (the product's own
 * lists); the product page's purchase actions use the choice.
 */
export function ProductOptions({
  sizes,
  colors,
  available,
  choice,
  onChange,
}: {
  sizes: string[];
  colors: string[];
  available: number;
  choice: ProductChoice;
  onChange: (choice: ProductChoice) => void;
}) {
  const t = useT();
  const colorName = useColorName();
  const ids = { size: useId(), color: useId() };

  return (
    <div className="grid gap-5">
      {sizes.length > 0 && (
        <div className="relative">
          <div className="absolute end-0 top-0">
            <SizeGuide sizes={sizes} />
          </div>
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">
              {t('catalogue.product.size')}
              {choice.size && <span className="font-normal text-slate-700">: {choice.size}</span>}
            </legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {sizes.map((size) => (
                <label key={size} className="relative">
                  <input
                    type="radio"
                    name={ids.size}
                    value={size}
                    checked={choice.size === size}
                    onChange={() => onChange({ ...choice, size })}
                    className="peer sr-only"
                  />
                  <span
                    className={`${pillClass} ${
                      choice.size === size
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : 'border-slate-300 bg-white text-slate-800 hover:border-slate-500'
                    }`}
                  >
                    {size}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      )}

      {colors.length > 0 && (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">
            {t('catalogue.product.color')}
            {choice.color && (
              <span className="font-normal text-slate-700">: {colorName(choice.color)}</span>
            )}
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {colors.map((color) => {
              const selected = choice.color === color;
              const name = colorName(color);
              return (
                <label key={color} className="relative" title={name}>
                  <input
                    type="radio"
                    name={ids.color}
                    value={color}
                    checked={selected}
                    onChange={() => onChange({ ...choice, color })}
                    aria-label={name}
                    className="peer sr-only"
                  />
                  <span
                    className={`${pillClass} gap-2 ${
                      selected
                        ? 'border-brand-700 ring-2 ring-brand-700'
                        : 'border-slate-300 hover:border-slate-500'
                    } bg-white text-slate-800`}
                  >
                    <span
                      aria-hidden="true"
                      className="size-5 rounded-full border border-slate-300"
                      style={{ backgroundColor: COLOR_BY_NAME.get(color)?.hex ?? '#cbd5e1' }}
                    />
                    {name}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}

      <QuantityStepper
        value={choice.quantity}
        available={available}
        onChange={(quantity) => onChange({ ...choice, quantity })}
      />
    </div>
  );
}
