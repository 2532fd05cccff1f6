import type { ReactNode } from 'react';

/** The card every account form sits in: a heading, a short text, the form, a footer line. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  className = '',
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`mx-auto w-full max-w-md px-4 py-10 sm:py-16 ${className}`}>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {subtitle && <p className="mt-2 text-sm text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-slate-700">{footer}</div>}
    </div>
  );
}
