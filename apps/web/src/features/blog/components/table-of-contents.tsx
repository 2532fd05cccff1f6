import { useEffect, useState, type MouseEvent } from 'react';
import { ChevronDownIcon } from '../../../components/icons';
import { useT } from '../../../lib/language';
import type { ArticleSection } from '../articles/types';

/** The section being read: the last one whose heading has passed the sticky header. */
export function useActiveSection(ids: string[], offset = 120): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      let current = ids[0];
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= offset) current = id;
      }
      // At the very bottom the last section is the one being read, however short it is.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2)
        current = ids.at(-1);
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ids, offset]);
  return active;
}

/** Scrolls to a section, moves focus to its heading and puts #id in the address. */
export function goToSection(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const heading = document.getElementById(id);
  if (!heading) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
  // The router's own history state is kept: this is not a navigation.
  window.history.replaceState(window.history.state, '', `#${id}`);
}

function Links({ sections, active }: { sections: ArticleSection[]; active?: string }) {
  return (
    <ol className="space-y-1 border-s-2 border-slate-200">
      {sections.map((section) => {
        const current = section.id === active;
        return (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              onClick={(event) => goToSection(event, section.id)}
              aria-current={current ? 'location' : undefined}
              className={`-ms-0.5 block border-s-2 py-1.5 ps-4 text-sm transition-colors ${
                current
                  ? 'border-brand-700 font-semibold text-brand-800'
                  : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900'
              }`}
            >
              {section.heading}
            </a>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * spec: storefront §2 Article page — the table of contents with anchor navigation: a sticky list
 * beside the article on wide screens, a disclosure above it on phones.
 */
export function TableOfContents({
  sections,
  active,
  variant,
}: {
  sections: ArticleSection[];
  active?: string;
  variant: 'sidebar' | 'inline';
}) {
  const t = useT();
  if (variant === 'inline')
    return (
      <details className="group rounded-2xl border border-slate-200 bg-white shadow-sm lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-5 py-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
          {t('blog.tableOfContents')}
          <ChevronDownIcon size={18} className="transition-transform group-open:rotate-180" />
        </summary>
        <nav aria-label={t('blog.tableOfContents')} className="px-5 pb-5">
          <Links sections={sections} active={active} />
        </nav>
      </details>
    );
  return (
    <nav aria-label={t('blog.tableOfContents')} data-testid="toc">
      <p className="mb-3 text-sm font-bold uppercase tracking-wide text-slate-600">
        {t('blog.tableOfContents')}
      </p>
      <Links sections={sections} active={active} />
    </nav>
  );
}
