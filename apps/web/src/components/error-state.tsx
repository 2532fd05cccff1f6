import type { ReactNode } from 'react';
import { useT } from '../lib/language';
import { Button } from './button';
import { AlertCircleIcon } from './icons';

/** A part of the page that failed to load, with a way to try again. */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
  headingLevel = 2,
  className = '',
}: {
  title?: ReactNode;
  message: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      role="alert"
      className={`flex flex-col items-center justify-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center ${className}`}
    >
      <AlertCircleIcon size={32} className="text-red-700" />
      <Heading className="text-lg font-semibold text-slate-900">
        {title ?? t('catalogue.states.errorTitle')}
      </Heading>
      <p className="max-w-md text-sm text-slate-700">{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} className="mt-1">
          {retryLabel ?? t('catalogue.states.retry')}
        </Button>
      )}
    </div>
  );
}
