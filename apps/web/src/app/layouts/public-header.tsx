import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClass } from '../../components/button';
import { DropdownMenu, type MenuItem } from '../../components/dropdown-menu';
import {
  BellIcon,
  CartIcon,
  ChevronDownIcon,
  CloseIcon,
  LogOutIcon,
  MenuIcon,
  ReceiptIcon,
  UserIcon,
} from '../../components/icons';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { Avatar } from '../../components/avatar';
import { Bdi, TextWithName } from '../../components/bidi';
import {
  AlertsMenuLabel,
  UnreadAlertsBadge,
  UnreadAlertsText,
} from '../../features/alerts/components/header-alerts';
import { HeaderBasket } from '../../features/basket/components/header-basket';
import { HeaderSearch } from '../../features/catalogue/components/header-search';
import { profilePathFor } from '../../lib/access';
import type { TranslationKey } from '../../lib/i18n';
import { useT } from '../../lib/language';
import { useEscapeToClose } from '../../lib/use-escape-to-close';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { displayNameOf, useSessionRole, useSessionStore } from '../../lib/session';
import { useLogout } from '../use-logout';

/** spec: storefront §2 — the header's links. */
const LINKS: { to: string; label: TranslationKey }[] = [
  { to: '/home', label: 'nav.home' },
  { to: '/catalogue', label: 'nav.shop' },
  { to: '/brands', label: 'nav.brands' },
  { to: '/sale', label: 'nav.sale' },
  { to: '/article', label: 'nav.blog' },
  { to: '/help', label: 'nav.help' },
  { to: '/contact-us', label: 'nav.contact' },
];

/** spec: storefront §2 — the header changes style after 50 px of scroll. */
const SCROLLED_AFTER_PX = 50;

function UserMenu() {
  const t = useT();
  const logout = useLogout();
  const user = useSessionStore((state) => state.user);
  const role = useSessionRole();
  const name = displayNameOf(user, t('common.user'));
  if (!role) return null;
  const profileLabel: TranslationKey =
    role === 'ADMIN'
      ? 'nav.profileAdmin'
      : role === 'BRAND'
        ? 'nav.profileBrand'
        : 'nav.profileCustomer';
  const items: MenuItem[] = [
    {
      key: 'profile',
      to: profilePathFor(role),
      label: t(profileLabel),
      icon: <UserIcon size={18} />,
    },
    {
      key: 'cart',
      to: '/dashboard/profile/cart',
      label: t('nav.myCart'),
      icon: <CartIcon size={18} />,
    },
    {
      key: 'orders',
      to: '/dashboard/profile/order-history',
      label: t('nav.myOrders'),
      icon: <ReceiptIcon size={18} />,
    },
    ...(role === 'CUSTOMER'
      ? [
          {
            key: 'alerts',
            to: '/dashboard/profile/alerts',
            label: <AlertsMenuLabel />,
            icon: <BellIcon size={18} />,
          },
        ]
      : []),
    {
      key: 'logout',
      onSelect: logout,
      label: t('nav.logout'),
      icon: <LogOutIcon size={18} />,
      tone: 'danger',
    },
  ];
  return (
    <DropdownMenu
      label={t('nav.accountMenu', { name })}
      triggerClassName="flex items-center gap-2 rounded-full p-1 md:pe-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      trigger={
        <>
          <span className="relative">
            <Avatar src={user?.profilePicture} name={name} size={32} />
            {role === 'CUSTOMER' && <UnreadAlertsBadge />}
          </span>
          <span className="sr-only max-w-40 md:not-sr-only" data-testid="greeting">
            <TextWithName text={t('nav.greeting')} name={name} truncate />
          </span>
          {role === 'CUSTOMER' && <UnreadAlertsText />}
          <ChevronDownIcon size={16} className="hidden md:block" />
        </>
      }
      header={
        <>
          <TextWithName
            text={t('nav.greeting')}
            name={name}
            truncate
            className="text-sm font-semibold text-slate-900"
          />
          {user?.email && (
            <Bdi truncate className="text-xs text-slate-600">
              {user.email}
            </Bdi>
          )}
        </>
      }
      items={items}
    />
  );
}

export function PublicHeader() {
  const t = useT();
  const role = useSessionRole();
  const scrolled = useScrolledPast(SCROLLED_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);
  // Escape closes the phone menu and gives the focus back to its button.
  useEscapeToClose(menuOpen, () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  });

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-lg px-3 py-2 text-sm font-semibold transition-colors ${
      isActive
        ? 'text-brand-800 bg-brand-50'
        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
    }`;

  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b transition-all duration-200 ${
        scrolled
          ? 'border-slate-200 bg-white/95 shadow-md backdrop-blur supports-[backdrop-filter]:bg-white/85'
          : 'border-transparent bg-white'
      }`}
    >
      <div
        className={`container-page flex items-center gap-2 transition-all sm:gap-4 ${scrolled ? 'h-14' : 'h-16'}`}
      >
        <Link to="/home" className="shrink-0 rounded-lg">
          <Logo wordOnPhones={!role} />
        </Link>
        <nav aria-label={t('nav.mainNavigation')} className="hidden flex-1 justify-center lg:flex">
          <ul className="flex items-center gap-1">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Without gaps on phones: a signed-in customer's seven controls fit a 320 px screen. */}
        <div className="ms-auto flex items-center sm:gap-2 lg:ms-0">
          <HeaderSearch />
          <LanguageSwitcher />
          <HeaderBasket />
          {role ? (
            <UserMenu />
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Link to="/login" className={buttonClass('ghost', 'sm')}>
                {t('nav.login')}
              </Link>
              <Link to="/signup" className={buttonClass('primary', 'sm')}>
                {t('nav.signup')}
              </Link>
            </div>
          )}
          <button
            ref={menuButton}
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 bg-white lg:hidden">
        <nav aria-label={t('nav.mainNavigation')} className="container-page py-3">
          <ul className="grid gap-1">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={(state) => `block ${linkClass(state)}`}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          {!role && (
            <div className="mt-3 grid grid-cols-2 gap-2 border-t border-slate-100 pt-3 sm:hidden">
              <Link to="/login" className={buttonClass('secondary', 'md')}>
                {t('nav.login')}
              </Link>
              <Link to="/signup" className={buttonClass('primary', 'md')}>
                {t('nav.signup')}
              </Link>
            </div>
          )}
        </nav>
      </div>
    </header>
  );
}
