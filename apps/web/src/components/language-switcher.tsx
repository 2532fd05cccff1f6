import { useState } from 'react';
import type { Language } from '@souk/shared/constants';
import { nextLanguage, useLanguage, useLanguageStore, useT } from '../lib/language';
import { GlobeIcon } from './icons';

/** Each language names itself, whatever the current UI language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
};

/** spec: storefront §1 — one control cycles en, then fr, then ar, then en. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const t = useT();
  // The page's language (a server-rendered page hydrates in the language it was rendered in).
  const language = useLanguage();
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const [switching, setSwitching] = useState(false);
  const next = nextLanguage(language);
  return (
    <button
      type="button"
      onClick={async () => {
        if (switching) return;
        setSwitching(true);
        try {
          await setLanguage(next);
        } finally {
          setSwitching(false);
        }
      }}
      // Busy, not disabled: a disabled button would drop the keyboard focus to the page body
      // while the next language's texts load.
      aria-disabled={switching || undefined}
      aria-label={t('common.language.switch', {
        code: language.toUpperCase(),
        current: LANGUAGE_NAMES[language],
        next: LANGUAGE_NAMES[next],
      })}
      data-testid="language-switcher"
      className={`inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 py-2 sm:px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-disabled:cursor-progress ${className}`}
    >
      {/* On a 320 px phone the code alone says it: the header has no room for the globe. */}
      <GlobeIcon size={18} className="max-sm:hidden" />
      <span lang={language}>{language.toUpperCase()}</span>
    </button>
  );
}
