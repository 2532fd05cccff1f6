import type { ReactNode } from 'react';

/** The band at the top of the help, legal and contact pages: the page's h1 and a short text. */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div
        aria-hidden="true"
        className="absolute -end-20 -top-24 size-72 rounded-full bg-accent-400/15 blur-2xl"
      />
      <div className="container-page relative py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle && (
          <p className="mt-3 max-w-2xl text-base text-brand-50 sm:text-lg">{subtitle}</p>
        )}
        {children}
      </div>
    </section>
  );
}
