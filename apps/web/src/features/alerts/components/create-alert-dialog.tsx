import { useEffect, useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog';
import { Price } from '../../../components/price';
import { PriceAlertForm } from '../../../components/price-alert-form';
import { TextField } from '../../../components/text-field';
import { validationMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import { readTargetPrice, useSavePriceAlert } from '../../../lib/price-alerts';
import { useFindProducts } from '../api/find-products';

type Chosen = { id: number; name: string };

/** Waits for the typing to pause before searching. */
function useDebounced(value: string, ms = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * storefront §2 "Alerts" — the create-alert modal: choose a product by name, give a target price
 * above 0 (spec §5). What was typed stays when the server refuses.
 */
export function CreateAlertDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const listId = useId();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [target, setTarget] = useState('');
  const [errors, setErrors] = useState<{ product?: string; target?: string }>({});
  const found = useFindProducts(useDebounced(search.trim()));
  const { save, saving } = useSavePriceAlert();

  const close = () => {
    setSearch('');
    setChosen(null);
    setTarget('');
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const price = await readTargetPrice(target);
    const next = {
      product: chosen ? undefined : t('alerts.create.chooseProduct'),
      target: price.ok ? undefined : validationMessage(price.code, t),
    };
    setErrors(next);
    if (!chosen || !price.ok) return;
    save(chosen, price.value, close);
  };

  const results = found.data?.content ?? [];
  const searching = search.trim().length >= 3;

  return (
    <Dialog open={open} onClose={close} title={t('alerts.create.title')}>
      <PriceAlertForm
        target={target}
        error={errors.target}
        saving={saving}
        onTargetChange={setTarget}
        onCancel={close}
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          label={t('alerts.create.search')}
          type="search"
          hint={t('alerts.create.searchHint')}
          value={search}
          error={errors.product}
          required
          onChange={(event) => setSearch(event.target.value)}
        />
        {searching && (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">
              {t('alerts.create.results')}
            </legend>
            {found.isFetching && results.length === 0 ? (
              <p className="text-sm text-slate-600" role="status">
                {t('alerts.create.searching')}
              </p>
            ) : results.length === 0 ? (
              <p className="text-sm text-slate-600" role="status">
                {t('alerts.create.noResults')}
              </p>
            ) : (
              <ul className="grid max-h-56 gap-1 overflow-y-auto" id={listId}>
                {results.map((product) => (
                  <li key={product.id}>
                    <label className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 hover:bg-slate-50 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-200">
                      <input
                        type="radio"
                        name="product"
                        value={product.id}
                        checked={chosen?.id === product.id}
                        onChange={() => setChosen({ id: product.id, name: product.name })}
                        className="accent-brand-700"
                      />
                      <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">
                        {product.name}
                      </span>
                      <span className="text-xs text-slate-600">
                        <Price amount={product.discountedPrice} />
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        )}
      </PriceAlertForm>
    </Dialog>
  );
}
