import type { ReactNode } from 'react';
import { missingForFreeShippingCents } from '@souk/shared/basket';
import { centsToNumber, toCents } from '@souk/shared/money';
import { useT } from '../lib/language';
import { shippingRuleKind, useShippingRule, useShippingRuleCents } from '../lib/shipping-rule';
import { Price } from './price';
import { RichText } from './rich-text';

/**
 * The storefront's sentences about the shipping rule (issue 30, decision 025), each with the
 * admin's figures from GET /settings/shipping: none writes a figure of its own.
 */

/** The home page's benefit card: its title and its line. */
export function useShippingBenefit(): { title: string; body: ReactNode } {
  const t = useT();
  const rule = useShippingRule();
  if (!rule) return { title: t('shipping.banner.flatTitle'), body: t('shipping.sentence.unknown') };
  const price = (amount: number) => <Price amount={amount} className="font-semibold" />;
  switch (shippingRuleKind(rule)) {
    case 'alwaysFree':
      return { title: t('shipping.banner.freeTitle'), body: t('shipping.banner.alwaysFreeBody') };
    case 'freeOver':
      return {
        title: t('shipping.banner.freeTitle'),
        body: (
          <RichText
            text={t('shipping.banner.freeOverBody')}
            values={{ amount: price(rule.freeOver!) }}
          />
        ),
      };
    default:
      return {
        title: t('shipping.banner.flatTitle'),
        body: (
          <RichText text={t('shipping.banner.flatBody')} values={{ amount: price(rule.flatFee) }} />
        ),
      };
  }
}

/** The product page's notice for a product that does not ship free on its own. */
export function ShippingNotice() {
  const t = useT();
  const rule = useShippingRule();
  if (!rule) return <span data-testid="shipping-notice">{t('shipping.sentence.unknown')}</span>;
  const kind = shippingRuleKind(rule);
  const amount = kind === 'freeOver' ? rule.freeOver! : rule.flatFee;
  return (
    <span data-testid="shipping-notice">
      <RichText
        text={t(`shipping.notice.${kind}`)}
        values={{ amount: <Price amount={amount} className="font-semibold" /> }}
      />
    </span>
  );
}

/**
 * Under the totals of the cart and the payment page: what the order still lacks to ship free,
 * while it pays shipping and the rule has a threshold. Amounts in dinar, as the server counted.
 */
export function FreeShippingHint({ subtotal, shipping }: { subtotal: number; shipping: number }) {
  const t = useT();
  const rule = useShippingRuleCents();
  if (!rule) return null;
  const missing = missingForFreeShippingCents(
    { subtotal: toCents(subtotal), shipping: toCents(shipping) },
    rule,
  );
  if (!missing) return null;
  return (
    <p data-testid="free-shipping-hint" className="text-sm text-slate-700">
      <RichText
        text={t('shipping.missing')}
        values={{
          amount: (
            <Price amount={centsToNumber(missing)} className="font-semibold text-slate-900" />
          ),
        }}
      />
    </p>
  );
}
