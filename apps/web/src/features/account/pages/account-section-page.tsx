import { useMatches } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import type { TranslationKey } from '../../../lib/i18n';
import { useT } from '../../../lib/language';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * A page of the customer area (storefront §2: profile, settings, order history, alerts, cart,
 * support, wishlist) until the account issue builds it. The route names its title.
 */
export default function AccountSectionPage() {
  const t = useT();
  const matches = useMatches();
  const titleKey = (matches.at(-1)?.handle as { title?: TranslationKey } | undefined)?.title;
  usePageTitle(titleKey);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {titleKey ? t(titleKey) : ''}
      </h1>
      <ComingSoon />
    </div>
  );
}
