import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Language } from '@souk/shared/constants';
import { ApiError } from '../lib/api-client';
import type { RenderHints } from '../lib/render-hints';

/**
 * What a server-rendered page hands to the browser (decision 019), in a JSON script the browser
 * never runs (the Content-Security-Policy allows no inline script): the language and hints it was
 * rendered with, the router's state and the queries' data, so hydration fetches nothing again.
 */
export type RenderedPage = {
  language: Language;
  hints: RenderHints;
  router: HydrationState;
  queries: DehydratedState;
};

export const RENDERED_PAGE_ID = 'souk-page';

/** The script element, with `<` escaped so no text in the data can close it. */
export function renderedPageScript(page: RenderedPage): string {
  const json = JSON.stringify(page).replace(/</g, '\\u003c');
  return `<script id="${RENDERED_PAGE_ID}" type="application/json">${json}</script>`;
}

/** An API failure as it travels in the page: what ApiError needs to be built again. */
type TravellingError = { status: number; errorCode: string; message: string };

export function errorForPage(error: unknown): TravellingError {
  return error instanceof ApiError
    ? { status: error.status, errorCode: error.errorCode, message: error.message }
    : { status: 500, errorCode: 'unknown_error', message: String(error) };
}

/** The page the server rendered, if this document is one; its query failures as ApiErrors again. */
export function readRenderedPage(): RenderedPage | undefined {
  const element = document.getElementById(RENDERED_PAGE_ID);
  if (!element?.textContent) return undefined;
  const page = JSON.parse(element.textContent) as RenderedPage;
  for (const query of page.queries.queries) {
    const error = query.state.error as TravellingError | null;
    if (error) query.state.error = new ApiError(error) as never;
  }
  return page;
}
