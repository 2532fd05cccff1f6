import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import {
  BellIcon,
  CartIcon,
  HeartIcon,
  LifeBuoyIcon,
  ReceiptIcon,
  SettingsIcon,
  UserIcon,
} from '../../components/icons';
import { CUSTOMER_AREA } from '../../lib/access';
import type { TranslationKey } from '../../lib/i18n';
import { useT } from '../../lib/language';

/** spec: storefront §2 — the customer area's pages. */
const ENTRIES: { to: string; label: TranslationKey; Icon: typeof UserIcon; end?: boolean }[] = [
  { to: CUSTOMER_AREA, label: 'account.profile', Icon: UserIcon, end: true },
  { to: `${CUSTOMER_AREA}/settings`, label: 'account.settings', Icon: SettingsIcon },
  { to: `${CUSTOMER_AREA}/order-history`, label: 'account.orderHistory', Icon: ReceiptIcon },
  { to: `${CUSTOMER_AREA}/alerts`, label: 'account.alerts', Icon: BellIcon },
  { to: `${CUSTOMER_AREA}/cart`, label: 'account.cart', Icon: CartIcon },
  { to: `${CUSTOMER_AREA}/support`, label: 'account.support', Icon: LifeBuoyIcon },
  { to: `${CUSTOMER_AREA}/wishlist`, label: 'account.wishlist', Icon: HeartIcon },
];

/** The customer area under /dashboard/profile, inside the storefront's header and footer. */
export default function AccountLayout() {
  const t = useT();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the entries scroll sideways: keep the current one in view.
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className="container-page grid gap-6 py-8 lg:grid-cols-[15rem_1fr] lg:gap-10 lg:py-12">
      <nav
        aria-label={t('account.navLabel')}
        className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0"
      >
        <ul className="flex gap-2 lg:flex-col lg:gap-1">
          {ENTRIES.map(({ to, label, Icon, end }) => (
            <li key={to} className="shrink-0">
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  `flex items-center gap-3 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold transition-colors ${
                    isActive
                      ? 'bg-brand-700 text-white'
                      : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100 lg:bg-transparent lg:ring-0'
                  }`
                }
              >
                <Icon size={18} />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
