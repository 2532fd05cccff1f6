import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useT } from '../../lib/language';
import { announceVisit } from '../../lib/visit-beacon';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** The storefront's frame: header, the page, footer. */
export default function PublicLayout() {
  const t = useT();
  // Visitors are counted from the storefront only (issue 13), once per tab.
  useEffect(announceVisit, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:shadow-lg"
      >
        {t('common.skipToContent')}
      </a>
      <PublicHeader />
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
