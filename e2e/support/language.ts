import type { Page } from '@playwright/test';

/**
 * Opens the next pages in `language`, as a returning visitor who chose it: the browser's choice
 * (localStorage language-store) and the cookie that tells the server which language to render
 * a page in (souk-language, decision 019).
 */
export async function chooseLanguage(page: Page, language: 'en' | 'fr' | 'ar'): Promise<void> {
  const url = new URL(page.url() === 'about:blank' ? process.env.E2E_BASE_URL! : page.url());
  await page.context().addCookies([{ name: 'souk-language', value: language, url: url.origin }]);
  await page.addInitScript(
    (chosen) =>
      localStorage.setItem(
        'language-store',
        JSON.stringify({ state: { language: chosen }, version: 0 }),
      ),
    language,
  );
}

/**
 * A name, number or code as an Arabic text holds it: isolated by the Unicode first-strong isolate
 * marks, which are part of the text and of accessible names (decision 018).
 */
export const inArabicText = (value: string) => `\u2068${value}\u2069`;
