import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Product } from '@souk/shared/responses/catalogue';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { BellIcon } from '../../../components/icons';
import { PriceAlertForm } from '../../../components/price-alert-form';
import { validationMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import { readTargetPrice, useSavePriceAlert } from '../../../lib/price-alerts';
import { rememberRedirect, useSessionRole } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useFormat } from '../../../lib/format';

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
  const format = useFormat();
  const role = useSessionRole();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string>();
  const { save, saving } = useSavePriceAlert();
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const price = await readTargetPrice(target);
    if (!price.ok) return setError(validationMessage(price.code, t));
    setError(undefined);
    save(product, price.value, () => {
      setTarget('');
      close();
    });
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
        <PriceAlertForm
          target={target}
          error={error}
          saving={saving}
          onTargetChange={setTarget}
          onCancel={close}
          onSubmit={(event) => void submit(event)}
        >
          <p className="text-sm text-slate-700">
            {t('alerts.productButton.current', { price: format.price(product.discountedPrice) })}
          </p>
        </PriceAlertForm>
      </Dialog>
    </>
  );
}
