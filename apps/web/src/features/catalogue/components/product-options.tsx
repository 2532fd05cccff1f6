import { useId } from 'react';
import { COLORS } from '@souk/shared/constants';
import { MinusIcon, PlusIcon } from '../../../components/shop-icons';
import { useColorName } from '../../../lib/color-name';
import { useT } from '../../../lib/language';
import { SizeGuide } from './size-guide';

const COLOR_BY_NAME = new Map<string, (typeof COLORS)[number]>(COLORS.map((c) => [c.name, c]));

export type ProductChoice = { size: string | null; color: string | null; quantity: number };

/** spec: storefront §5 — the quantity stays between 1 and what is in stock. */
export function clampQuantity(value: number, available: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(Math.trunc(value), 1), Math.max(available, 1));
}

const pillClass =
  'flex min-w-12 cursor-pointer items-center justify-center rounded-lg border px-3 py-2 text-sm font-semibold transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600';

/**
 * spec: storefront §2 product page — the sizes, colours and quantity choosers (the product's own
 * lists). The add-to-cart button that uses them comes with the commerce issue.
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
  const ids = { size: useId(), color: useId(), quantity: useId() };
  const soldOut = available <= 0;

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

      <div>
        <label htmlFor={ids.quantity} className="block text-sm font-semibold text-slate-900">
          {t('catalogue.product.quantity')}
        </label>
        <div className="mt-2 inline-flex items-center rounded-lg border border-slate-300 bg-white shadow-sm">
          <button
            type="button"
            onClick={() =>
              onChange({ ...choice, quantity: clampQuantity(choice.quantity - 1, available) })
            }
            disabled={soldOut || choice.quantity <= 1}
            aria-label={t('catalogue.product.decrease')}
            aria-controls={ids.quantity}
            className="p-2.5 text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40"
          >
            <MinusIcon size={18} />
          </button>
          <input
            id={ids.quantity}
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(available, 1)}
            value={choice.quantity}
            disabled={soldOut}
            onChange={(event) =>
              onChange({
                ...choice,
                quantity: clampQuantity(Number(event.target.value), available),
              })
            }
            className="w-14 border-x border-slate-300 py-2 text-center text-base font-semibold tabular-nums text-slate-900 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-100 [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          />
          <button
            type="button"
            onClick={() =>
              onChange({ ...choice, quantity: clampQuantity(choice.quantity + 1, available) })
            }
            disabled={soldOut || choice.quantity >= available}
            aria-label={t('catalogue.product.increase')}
            aria-controls={ids.quantity}
            className="p-2.5 text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40"
          >
            <PlusIcon size={18} />
          </button>
        </div>
      </div>
    </div>
  );
}
