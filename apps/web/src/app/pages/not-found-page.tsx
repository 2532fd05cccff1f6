import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { useT } from '../../lib/language';
import { usePageTitle } from '../../lib/use-page-title';

/** Any address the app does not know. */
export default function NotFoundPage() {
  usePageTitle('common.notFound.title');
  const t = useT();
  return (
    <section className="container-page flex flex-1 flex-col items-center justify-center py-20 text-center">
      <p className="text-sm font-bold uppercase tracking-widest text-brand-700">
        {t('common.notFound.code')}
      </p>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {t('common.notFound.title')}
      </h1>
      <p className="mt-4 max-w-md text-slate-600">{t('common.notFound.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/home" className={buttonClass('primary', 'lg')}>
          {t('common.notFound.home')}
        </Link>
        <Link to="/catalogue" className={buttonClass('secondary', 'lg')}>
          {t('common.notFound.shop')}
        </Link>
      </div>
    </section>
  );
}
