import { useEffect, useRef } from 'react';
import { useT } from '../lib/language';
import { useToastStore, type Toast } from '../lib/toast';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';

const styles = {
  success: { box: 'border-emerald-200', icon: 'text-emerald-700', Icon: CheckCircleIcon },
  error: { box: 'border-red-200', icon: 'text-red-700', Icon: AlertCircleIcon },
  info: { box: 'border-sky-200', icon: 'text-sky-700', Icon: InfoIcon },
};

function ToastItem({ toast }: { toast: Toast }) {
  const t = useT();
  const dismiss = useToastStore((state) => state.dismiss);
  const timer = useRef<number | undefined>(undefined);
  const remaining = useRef(toast.duration);
  const startedAt = useRef(0);

  const start = () => {
    startedAt.current = Date.now();
    timer.current = window.setTimeout(() => dismiss(toast.id), remaining.current);
  };
  const pause = () => {
    window.clearTimeout(timer.current);
    remaining.current -= Date.now() - startedAt.current;
  };

  useEffect(() => {
    start();
    return () => window.clearTimeout(timer.current);
    // The timer belongs to this toast only: it starts once, when the toast appears.
  }, []);

  const { box, icon, Icon } = styles[toast.kind];
  return (
    <li
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border bg-white p-4 shadow-lg animate-toast-in ${box}`}
      onMouseEnter={pause}
      onMouseLeave={start}
      data-toast={toast.kind}
    >
      <Icon className={`mt-0.5 shrink-0 ${icon}`} />
      <p
        className="min-w-0 flex-1 text-sm font-medium text-slate-900"
        role={toast.kind === 'error' ? 'alert' : undefined}
      >
        {toast.message}
      </p>
      <button
        type="button"
        onClick={() => dismiss(toast.id)}
        className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        aria-label={t('common.dismissNotification')}
      >
        <CloseIcon size={16} />
      </button>
    </li>
  );
}

/** spec: storefront §9 — toasts at the top right (top left in Arabic), closing by themselves. */
export function Toaster() {
  const t = useT();
  const toasts = useToastStore((state) => state.toasts);
  return (
    <section
      aria-label={t('common.notifications')}
      className="pointer-events-none fixed inset-x-4 top-4 z-[110] sm:inset-x-auto sm:end-4 sm:w-96"
    >
      <ol className="flex flex-col gap-2" aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
