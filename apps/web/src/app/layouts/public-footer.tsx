import { Link } from 'react-router';
import { CONTACT_DETAILS } from '../../features/content/contact-details';
import { FacebookIcon, InstagramIcon, XLogoIcon } from '../../components/icons';
import { Logo } from '../../components/logo';
import type { TranslationKey } from '../../lib/i18n';
import { useT } from '../../lib/language';

const COLUMNS: { title: TranslationKey; links: { to: string; label: TranslationKey }[] }[] = [
  {
    title: 'nav.footer.explore',
    links: [
      { to: '/catalogue', label: 'nav.shop' },
      { to: '/brands', label: 'nav.brands' },
      { to: '/sale', label: 'nav.sale' },
      { to: '/article', label: 'nav.blog' },
    ],
  },
  {
    title: 'nav.footer.support',
    links: [
      { to: '/help', label: 'nav.footer.help' },
      { to: '/contact-us', label: 'nav.footer.contact' },
      { to: '/sitemap', label: 'nav.footer.sitemap' },
    ],
  },
  {
    title: 'nav.footer.legal',
    links: [
      { to: '/terms', label: 'nav.footer.terms' },
      { to: '/privacy', label: 'nav.footer.privacy' },
      { to: '/cookies', label: 'nav.footer.cookies' },
    ],
  },
];

/** Souk's own accounts (the contact page links the same ones). */
const SOCIAL = [
  { href: CONTACT_DETAILS.social.facebook, label: 'nav.footer.facebook', Icon: FacebookIcon },
  { href: CONTACT_DETAILS.social.instagram, label: 'nav.footer.instagram', Icon: InstagramIcon },
  { href: CONTACT_DETAILS.social.twitter, label: 'nav.footer.twitter', Icon: XLogoIcon },
] as const;

/** The storefront footer: help, contact and legal pages, social links. */
export function PublicFooter() {
  const t = useT();
  return (
    <footer
      className="below-fold mt-auto border-t border-slate-200 bg-white"
      aria-label={t('nav.footer.label')}
    >
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="col-span-2 max-w-sm md:col-span-1">
          <Logo />
          <p className="mt-4 text-sm text-slate-600">{t('nav.footer.about')}</p>
          <p className="mt-6 text-sm font-semibold text-slate-900">{t('nav.footer.followUs')}</p>
          <ul className="mt-3 flex gap-2">
            {SOCIAL.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(label)}
                  className="inline-flex rounded-full border border-slate-200 p-2.5 text-slate-700 hover:border-brand-600 hover:text-brand-700"
                >
                  <Icon size={18} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="text-sm font-semibold text-slate-900">{t(column.title)}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="text-sm text-slate-600 hover:text-brand-700 hover:underline"
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-100">
        <div className="container-page flex flex-col gap-2 py-5 text-sm text-slate-600 sm:flex-row sm:justify-between">
          <p>{t('nav.footer.rights', { year: new Date().getFullYear() })}</p>
          <p>{t('nav.footer.madeIn')}</p>
        </div>
      </div>
    </footer>
  );
}
