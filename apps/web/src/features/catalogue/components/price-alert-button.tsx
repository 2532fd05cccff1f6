import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatPrice } from '@souk/shared/money';
import type { Product } from '@souk/shared/responses/catalogue';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { BellIcon } from '../../../components/icons';
import { TextField } from '../../../components/text-field';
import { apiErrorMessage, validationMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import { readTargetPrice, useSetPriceAlert } from '../../../lib/price-alerts';
import { rememberRedirect, useSessionRole } from '../../../lib/session';
import { toast } from '../../../lib/toast';

/**
 * storefront §2 "Alerts" — a price alert set from the product page: the customer names a target
 * price above 0 (spec §5) and hears once when the discounted price reaches it (decision 011).
 * Visitors are sent to log in; brands and admins do not see it.
 */
export function PriceAlertButton({
  product,
}: {
  product: Pick<Product, 'id' | 'name' | 'discountedPrice'>;
}) {
  const t = useT();
  const role = useSessionRole();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string>();
  const setAlert = useSetPriceAlert();
  if (role !== undefined && role !== 'CUSTOMER') return null;

  const start = () => {
    if (role === 'CUSTOMER') return setOpen(true);
    toast.error(t('alerts.productButton.loginFirst'));
    rememberRedirect(`${pathname}${search}`);
    void navigate('/login');
  };

  const close = () => {
    setOpen(false);
    setError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = readTargetPrice(target);
    if (!price.ok) return setError(validationMessage(price.code, t));
    setError(undefined);
    setAlert.mutate(
      { productId: product.id, targetPrice: price.value },
      {
        onSuccess: (saved) => {
          if (saved.active)
            toast.success(
              t('alerts.create.created', { name: product.name, price: formatPrice(price.value) }),
            );
          else toast.info(t('alerts.create.reached', { name: product.name }));
          setTarget('');
          close();
        },
        onError: (failure) => toast.error(apiErrorMessage(failure, t)),
      },
    );
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={start} className="self-start">
        <BellIcon size={16} />
        {t('alerts.productButton.open')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={t('alerts.productButton.title', { name: product.name })}
        className="w-[min(28rem,calc(100%-2rem))]"
      >
        <form onSubmit={submit} noValidate className="grid gap-4">
          <p className="text-sm text-slate-700">
            {t('alerts.productButton.current', { price: formatPrice(product.discountedPrice) })}
          </p>
          <TextField
            label={t('alerts.create.target')}
            hint={t('alerts.create.targetHint')}
            inputMode="decimal"
            value={target}
            error={error}
            required
            onChange={(event) => setTarget(event.target.value)}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {t('alerts.create.cancel')}
            </Button>
            <Button type="submit" disabled={setAlert.isPending}>
              {setAlert.isPending ? t('alerts.create.saving') : t('alerts.create.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
