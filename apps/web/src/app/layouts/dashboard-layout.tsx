import { useEffect, useId, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import { Avatar } from '../../components/avatar';
import { DropdownMenu } from '../../components/dropdown-menu';
import { FullPageLoader } from '../../components/full-page-loader';
import {
  ChevronDownIcon,
  CloseIcon,
  LogOutIcon,
  MenuIcon,
  PanelIcon,
} from '../../components/icons';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { mediaUrl } from '../../lib/api-client';
import type { TranslationKey } from '../../lib/i18n';
import { useT } from '../../lib/language';
import { useEscapeToClose } from '../../lib/use-escape-to-close';
import { displayNameOf, useSessionStore } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { useLogout } from '../use-logout';
import { isEntryActive, type DashboardEntry } from './dashboard-nav';

/** spec: dashboards §2 — an initial loader lasts 1.5 s. */
export const DASHBOARD_INITIAL_LOADER_MS = 1500;

const ADMIN_AVATAR = '/images/admin-avatar.svg';
const BRAND_PLACEHOLDER = '/images/brand-placeholder.svg';

export type RouteHandle = { title?: TranslationKey };

function usePageHeading(): TranslationKey | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const title = (matches[index]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

function SidebarEntry({
  entry,
  collapsed,
  pathname,
}: {
  entry: DashboardEntry;
  collapsed: boolean;
  pathname: string;
}) {
  const t = useT();
  const active = isEntryActive(entry, pathname);
  const [expanded, setExpanded] = useState(active);
  const subListId = useId();
  useEffect(() => {
    if (active) setExpanded(true);
  }, [active]);

  const itemClass = (isActive: boolean) =>
    `group flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold transition-colors ${
      collapsed ? 'justify-center' : ''
    } ${isActive ? 'bg-brand-700 text-white shadow-sm' : 'text-slate-300 hover:bg-white/10 hover:text-white'}`;
  const label = <span className={collapsed ? 'sr-only' : 'truncate'}>{t(entry.label)}</span>;
  const icon = <entry.Icon size={20} className="shrink-0" />;

  // spec: sub-items expand only when the sidebar is not collapsed.
  if (entry.children && !collapsed) {
    return (
      <li>
        <button
          type="button"
          className={itemClass(active)}
          aria-expanded={expanded}
          aria-controls={subListId}
          onClick={() => setExpanded((open) => !open)}
        >
          {icon}
          {label}
          <ChevronDownIcon
            size={16}
            className={`ms-auto transition-transform ${expanded ? 'rotate-180' : ''}`}
          />
        </button>
        <ul id={subListId} hidden={!expanded} className="mt-1 space-y-1 ps-9">
          {entry.children.map((child) => {
            const current = isEntryActive(child, pathname);
            return (
              <li key={child.to}>
                <Link
                  to={child.to}
                  aria-current={current ? 'page' : undefined}
                  className={`block rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
                    current
                      ? 'bg-white/15 text-white'
                      : 'text-slate-300 hover:bg-white/10 hover:text-white'
                  }`}
                >
                  {t(child.label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </li>
    );
  }

  const to = entry.children?.[0]?.to ?? entry.to;
  return (
    <li>
      <Link
        to={to}
        aria-current={pathname === entry.to ? 'page' : undefined}
        className={itemClass(active)}
        title={collapsed ? t(entry.label) : undefined}
      >
        {icon}
        {label}
      </Link>
    </li>
  );
}

/**
 * The brand and admin dashboards' frame (dashboards §2 "Dashboard layout"): a collapsible sidebar
 * (a drawer on small screens), a header with the page title and the account menu, and an initial
 * loader of 1.5 s.
 */
export function DashboardLayout({ area, nav }: { area: 'admin' | 'brand'; nav: DashboardEntry[] }) {
  const t = useT();
  const { pathname } = useLocation();
  const logout = useLogout();
  const loggingOut = useSessionStore((state) => state.loggingOut);
  const user = useSessionStore((state) => state.user);
  const brand = useSessionStore((state) => state.brand);
  const heading = usePageHeading();
  usePageTitle(heading);
  const [booting, setBooting] = useState(true);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sidebarId = useId();
  const openButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const closeDrawer = () => {
    setDrawerOpen(false);
    openButton.current?.focus();
  };

  useEffect(() => {
    const timer = window.setTimeout(() => setBooting(false), DASHBOARD_INITIAL_LOADER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname]);
  // The drawer takes the focus when it opens and Escape closes it.
  useEffect(() => {
    if (drawerOpen) closeButton.current?.focus();
  }, [drawerOpen]);
  useEscapeToClose(drawerOpen, () => {
    setDrawerOpen(false);
    openButton.current?.focus();
  });

  if (booting) return <FullPageLoader label={t('common.loadingDashboard')} />;

  const name =
    area === 'brand'
      ? (brand?.name ?? displayNameOf(user, t('dashboard.brandRole')))
      : displayNameOf(user, t('dashboard.adminName'));
  const roleLabel = area === 'brand' ? t('dashboard.brandRole') : t('dashboard.adminRole');
  const picture =
    area === 'brand' ? (
      <Avatar
        src={mediaUrl(brand?.logo)}
        fallbackSrc={BRAND_PLACEHOLDER}
        name={name}
        shape="rounded"
      />
    ) : (
      <Avatar src={ADMIN_AVATAR} name={name} />
    );

  return (
    <div className="min-h-dvh bg-slate-100 lg:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:shadow-lg"
      >
        {t('common.skipToContent')}
      </a>
      {drawerOpen && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-slate-900/50 lg:hidden"
          onClick={closeDrawer}
        />
      )}
      <aside
        id={sidebarId}
        data-collapsed={collapsed}
        className={`fixed inset-y-0 start-0 z-50 flex w-72 flex-col bg-slate-900 text-white transition-transform duration-200 lg:sticky lg:top-0 lg:h-dvh lg:transition-[width] ${
          drawerOpen
            ? 'visible translate-x-0'
            : 'max-lg:invisible max-lg:-translate-x-full max-lg:rtl:translate-x-full'
        } ${collapsed ? 'lg:w-20' : 'lg:w-64'}`}
      >
        <div
          className={`flex h-16 items-center gap-2 px-4 ${collapsed ? 'lg:justify-center' : ''}`}
        >
          <Link to="/" className="rounded-lg" aria-label={t('dashboard.homeLink')}>
            <Logo inverted compact={collapsed} />
          </Link>
          <button
            ref={closeButton}
            type="button"
            className="ms-auto rounded-lg p-2 text-slate-300 hover:bg-white/10 hover:text-white lg:hidden"
            onClick={closeDrawer}
            aria-label={t('dashboard.closeMenu')}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('dashboard.navigation')} className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {nav.map((entry) => (
              <SidebarEntry
                key={entry.to}
                entry={entry}
                collapsed={collapsed}
                pathname={pathname}
              />
            ))}
          </ul>
        </nav>
        <div className="space-y-1 border-t border-white/10 p-3">
          <button
            type="button"
            onClick={() => setCollapsed((value) => !value)}
            aria-expanded={!collapsed}
            aria-controls={sidebarId}
            className={`hidden w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold text-slate-300 hover:bg-white/10 hover:text-white lg:flex ${
              collapsed ? 'justify-center' : ''
            }`}
          >
            <PanelIcon size={20} className="shrink-0 rtl:-scale-x-100" />
            <span className={collapsed ? 'sr-only' : ''}>
              {collapsed ? t('dashboard.expand') : t('dashboard.collapse')}
            </span>
          </button>
          <button
            type="button"
            onClick={logout}
            disabled={loggingOut}
            className={`flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold text-red-300 hover:bg-red-500/15 hover:text-red-200 ${
              collapsed ? 'lg:justify-center' : ''
            }`}
          >
            <LogOutIcon size={20} className="shrink-0 rtl:-scale-x-100" />
            <span className={collapsed ? 'lg:sr-only' : ''}>
              {loggingOut ? t('common.loggingOut') : t('dashboard.logout')}
            </span>
          </button>
        </div>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
          <button
            ref={openButton}
            type="button"
            className="-ms-1 rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            onClick={() => setDrawerOpen(true)}
            aria-expanded={drawerOpen}
            aria-controls={sidebarId}
            aria-label={t('dashboard.openMenu')}
          >
            <MenuIcon />
          </button>
          <h1 className="min-w-0 flex-1 truncate text-lg font-bold text-slate-900 sm:text-xl">
            {heading ? t(heading) : ''}
          </h1>
          {/* dashboards §1: the dashboards too are offered in the three languages. */}
          <LanguageSwitcher />
          <DropdownMenu
            label={t('dashboard.accountMenu', { name })}
            triggerClassName="flex items-center gap-2 rounded-full py-1 ps-1 pe-2 hover:bg-slate-100"
            trigger={
              <>
                {picture}
                <span className="sr-only text-start sm:not-sr-only sm:block">
                  <span className="block max-w-44 truncate text-sm font-semibold text-slate-900">
                    {name}
                  </span>
                  <span className="block text-xs text-slate-600">{roleLabel}</span>
                </span>
                <ChevronDownIcon size={16} className="hidden text-slate-600 sm:block" />
              </>
            }
            header={
              <>
                <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
                <p className="truncate text-xs text-slate-600">{user?.email ?? roleLabel}</p>
              </>
            }
            items={[
              {
                key: 'logout',
                label: loggingOut ? t('common.loggingOut') : t('dashboard.logout'),
                icon: <LogOutIcon size={18} className="rtl:-scale-x-100" />,
                onSelect: logout,
                tone: 'danger',
              },
            ]}
          />
        </header>
        <main id="main" className="flex-1 p-4 sm:p-6 lg:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
