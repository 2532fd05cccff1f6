import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '@souk/shared/constants';
import { loadTranslation, translate, type TranslationKey, type TranslationVars } from './i18n';
import { STORAGE_KEYS } from './storage-keys';

type LanguageState = {
  language: Language;
  /** Loads the language's texts, then switches to it. */
  setLanguage: (language: Language) => Promise<void>;
};

const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The language before any choice in this browser's storage: the one the server renders pages in
 * (cookie souk-language), else the browser's preferred one, else English.
 */
export function initialLanguage(): Language {
  if (typeof document !== 'undefined') {
    const cookie = document.cookie
      .split('; ')
      .find((entry) => entry.startsWith(`${LANGUAGE_COOKIE}=`))
      ?.slice(LANGUAGE_COOKIE.length + 1);
    if (isLanguage(cookie)) return cookie;
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  for (const tag of preferred) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** spec: storefront §1 — the choice persists in the browser (storage key language-store). */
export const useLanguageStore = create<LanguageState>()(
  persist(
    (set) => ({
      language: initialLanguage(),
      setLanguage: async (language) => {
        await loadTranslation(language);
        set({ language });
      },
    }),
    {
      name: STORAGE_KEYS.languageStore,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ language }) => ({ language }),
      merge: (persisted, current) => {
        const saved = (persisted as Partial<LanguageState> | undefined)?.language;
        return isLanguage(saved) ? { ...current, language: saved } : current;
      },
    },
  ),
);

/** spec: storefront §1 — the language control cycles en, then fr, then ar, then en. */
export function nextLanguage(language: Language): Language {
  const index = LANGUAGES.indexOf(language);
  return LANGUAGES[(index + 1) % LANGUAGES.length]!;
}

export const directionOf = (language: Language): 'rtl' | 'ltr' =>
  language === 'ar' ? 'rtl' : 'ltr';

/**
 * Keeps <html lang dir> in step with the language (Arabic mirrors the whole layout), and tells the
 * server which language to render the next page in (cookie souk-language, one year).
 */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  // Only a real change: a new lang or dir makes the browser restyle and lay out the whole page.
  if (root.lang !== language) root.lang = language;
  if (root.dir !== directionOf(language)) root.dir = directionOf(language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

export function currentLanguage(): Language {
  return useLanguageStore.getState().language;
}

/**
 * The language a server-rendered page was rendered in: the server provides it, and the browser
 * hydrates in the same language (main.tsx sets the store to it before hydrating).
 */
export const RenderedLanguageContext = createContext<Language | undefined>(undefined);

const languageNow = () => useLanguageStore.getState().language;

export function useLanguage(): Language {
  const rendered = useContext(RenderedLanguageContext);
  return useSyncExternalStore(
    useLanguageStore.subscribe,
    languageNow,
    () => rendered ?? languageNow(),
  );
}

export type TFunction = (key: TranslationKey, vars?: TranslationVars) => string;

/** The translate function for the current language; components re-render when it changes. */
export function useT(): TFunction {
  const language = useLanguage();
  return useCallback((key, vars) => translate(language, key, vars), [language]);
}
