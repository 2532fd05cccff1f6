import { useRouteError } from 'react-router';
import { Button } from '../../components/button';
import { AlertCircleIcon } from '../../components/icons';
import { useT } from '../../lib/language';

/** A page that failed to load or render (often a new deployment replaced its chunk). */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <AlertCircleIcon size={40} className="text-red-700" />
      <h1 className="text-2xl font-bold text-slate-900">{t('common.routeError.title')}</h1>
      <p className="max-w-md text-slate-600">{t('common.routeError.body')}</p>
      <Button onClick={() => window.location.reload()}>{t('common.routeError.reload')}</Button>
    </main>
  );
}
