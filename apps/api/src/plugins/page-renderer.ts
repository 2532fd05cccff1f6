import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '@souk/shared/constants';
import { requestLanguage } from '../lib/language';

/**
 * Public pages rendered on the server with their data (decision 019). The web build's renderer
 * (dist/.ssr/entry-server.js) calls the API in this process through `app.inject`, as the visitor:
 * their address (so per-address limits count them) and the page's language.
 */

type RenderHints = { narrowScreen: boolean; origin: string };
type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell' }
  | { kind: 'page'; status: number; markup: Readable; state: string };
type EntryServer = {
  connectApi(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  renderPage(request: {
    url: string;
    language: Language;
    hints: RenderHints;
  }): Promise<RenderResult>;
};

export type RenderedResponse =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell' }
  | { kind: 'page'; status: number; body: Readable };

export type PageRenderer = (
  request: FastifyRequest,
  html: string,
  language: Language,
) => Promise<RenderedResponse>;

const visitors = new AsyncLocalStorage<{ address: string; language: Language }>();

/** The page's language: the visitor's choice (cookie souk-language), else their browser's. */
export function pageLanguage(request: FastifyRequest): Language {
  const cookie = request.headers.cookie?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(\\w+)`));
  const chosen = cookie?.[1];
  return chosen && (LANGUAGES as readonly string[]).includes(chosen)
    ? (chosen as Language)
    : requestLanguage(request);
}

/** A phone, as far as the request tells (Client Hints, else the user agent). */
function probablyNarrow(request: FastifyRequest): boolean {
  const mobileHint = request.headers['sec-ch-ua-mobile'];
  if (mobileHint === '?1') return true;
  if (mobileHint === '?0') return false;
  return /Mobi|Android|iPhone|iPod/i.test(request.headers['user-agent'] ?? '');
}

/** The built stylesheet, written into the page so nothing blocks its first paint. */
function inlineStylesheets(html: string, webDist: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (tag, file: string) => {
      const css = path.join(webDist, file);
      return existsSync(css) ? `<style>${readFileSync(css, 'utf8')}</style>` : tag;
    },
  );
}

export async function loadPageRenderer(
  app: FastifyInstance,
  webDist: string,
  origin: string,
): Promise<PageRenderer | undefined> {
  const entry = path.join(webDist, '.ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const renderer = (await import(pathToFileURL(entry).href)) as EntryServer;

  renderer.connectApi(async (url, init) => {
    const visitor = visitors.getStore();
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: {
        ...(init.headers as Record<string, string>),
        'accept-language': visitor?.language ?? 'en',
      },
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: visitor?.address,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) headers.set(name, String(value));
    return new Response(answer.rawPayload, { status: answer.statusCode, headers });
  });

  return async (request, html, language) => {
    const url = new URL(request.url, origin).href;
    const hints = { narrowScreen: probablyNarrow(request), origin };
    const result = await visitors.run({ address: request.ip, language }, () =>
      renderer.renderPage({ url, language, hints }),
    );
    if (result.kind !== 'page') return result;
    const { markup, state, status } = result;
    const [head, tail] = inlineStylesheets(html, webDist).split('<div id="root"></div>');
    async function* body() {
      yield `${head}<div id="root">`;
      for await (const chunk of markup) yield chunk;
      yield `</div>${state}${tail}`;
    }
    return { kind: 'page', status, body: Readable.from(body()) };
  };
}
