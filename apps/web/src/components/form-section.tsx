import { useId, type ReactNode } from 'react';
import { SectionTitle } from './section-title';

/** A card of a long form (a brand's profile, a new brand): its title, a line introducing it, its fields. */
export function FormSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <SectionTitle id={id} title={title} intro={intro} />
      {children}
    </section>
  );
}
