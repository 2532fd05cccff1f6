import { useId } from 'react';
import { useT } from '../lib/language';
import { MinusIcon, PlusIcon } from './shop-icons';

/** spec: storefront §5 — a quantity stays between 1 and what is in stock. */
export function clampQuantity(value: number, available: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(Math.trunc(value), 1), Math.max(available, 1));
}

/**
 * A quantity field with minus and plus buttons, kept between 1 and `available` (the product page,
 * the add-to-cart panel and the cart page).
 */
export function QuantityStepper({
  value,
  available,
  onChange,
  label,
  hideLabel = false,
  disabled = false,
  size = 'md',
}: {
  value: number;
  available: number;
  onChange: (quantity: number) => void;
  label?: string;
  hideLabel?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
}) {
  const t = useT();
  const id = useId();
  const off = disabled || available <= 0;
  const buttonClass = `${size === 'sm' ? 'p-1.5' : 'p-2.5'} text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40`;
  return (
    <div>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'block text-sm font-semibold text-slate-900'}
      >
        {label ?? t('catalogue.product.quantity')}
      </label>
      <div
        className={`${hideLabel ? '' : 'mt-2'} inline-flex items-center rounded-lg border border-slate-300 bg-white shadow-sm`}
      >
        <button
          type="button"
          onClick={() => onChange(clampQuantity(value - 1, available))}
          disabled={off || value <= 1}
          aria-label={t('catalogue.product.decrease')}
          aria-controls={id}
          className={buttonClass}
        >
          <MinusIcon size={size === 'sm' ? 16 : 18} />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(available, 1)}
          value={value}
          disabled={off}
          onChange={(event) => onChange(clampQuantity(Number(event.target.value), available))}
          className={`${size === 'sm' ? 'w-11 py-1 text-sm' : 'w-14 py-2 text-base'} border-x border-slate-300 text-center font-semibold tabular-nums text-slate-900 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-100 [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none`}
        />
        <button
          type="button"
          onClick={() => onChange(clampQuantity(value + 1, available))}
          disabled={off || value >= available}
          aria-label={t('catalogue.product.increase')}
          aria-controls={id}
          className={buttonClass}
        >
          <PlusIcon size={size === 'sm' ? 16 : 18} />
        </button>
      </div>
    </div>
  );
}
