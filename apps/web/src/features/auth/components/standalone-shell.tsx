import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { Logo } from '../../../components/logo';
import { useT } from '../../../lib/language';

/** spec: storefront §2 — /forgot-password and /reset-password stand alone, outside the layout. */
export function StandaloneShell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('common.skipToContent')}
      </a>
      <header className="container-page flex items-center justify-between py-4">
        <Link to="/home" className="rounded-lg">
          <Logo />
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center">
        {children}
      </main>
    </div>
  );
}
