import { PassThrough, type Readable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@souk/shared/constants';
import { AppShell } from './app/app';
import { errorForPage, renderedPageScript, type RenderedPage } from './app/rendered-page';
import { routes, type ServerHandle } from './app/routes';
import { ApiError } from './lib/api-client';
import { loadTranslation } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import type { RenderHints } from './lib/render-hints';

/**
 * The server's side of the storefront (decision 019): renders a public page with its data as HTML,
 * and the state the browser hydrates from. Built by Vite into dist/.ssr and loaded by the API.
 */

export { setApiTransport as connectApi } from './lib/api-client';

export type RenderRequest = { url: string; language: Language; hints: RenderHints };

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** Not a server-rendered page: the browser renders it from the app's shell. */
  | { kind: 'shell' }
  | { kind: 'page'; status: number; markup: Readable; state: string };

/** Rounds of rendering to find the queries a page needs (a query may wait for another's data). */
const PREFETCH_ROUNDS = 3;

const handler = createStaticHandler(routes);

export async function renderPage({ url, language, hints }: RenderRequest): Promise<RenderResult> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location ? { kind: 'redirect', status: context.status, location } : { kind: 'shell' };
  }
  const handle = context.matches.at(-1)?.route.handle as ServerHandle | undefined;
  if (!handle?.serverRendered || context.errors) return { kind: 'shell' };

  await loadTranslation(language);
  const queryClient = createQueryClient({ retry: false });
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = () => (
    <StrictMode>
      <AppShell queryClient={queryClient} language={language} hints={hints}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    </StrictMode>
  );
  await fetchWhatThePageNeeds(queryClient, page);

  const missing = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.error instanceof ApiError && query.state.error.status === 404);
  const status = handle.notFound || missing ? 404 : context.statusCode;
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  for (const query of queries.queries)
    if (query.state.error) query.state.error = errorForPage(query.state.error) as never;
  const state: RenderedPage = {
    language,
    hints,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    queries,
  };

  const markup = await new Promise<Readable>((resolve, reject) => {
    const stream = renderToPipeableStream(page(), {
      onAllReady() {
        const body = new PassThrough();
        stream.pipe(body);
        resolve(body);
      },
      onShellError: reject,
    });
  });
  return { kind: 'page', status, markup, state: renderedPageScript(state) };
}

/** Renders the page, fetches the queries it asked for, and again until it asks for nothing new. */
async function fetchWhatThePageNeeds(queryClient: QueryClient, page: () => React.ReactNode) {
  for (let round = 0; round < PREFETCH_ROUNDS; round += 1) {
    renderToString(page());
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle');
    const wanted = waiting.filter(isEnabled);
    // A query the page kept disabled is forgotten: the next round may enable it.
    for (const query of waiting)
      if (!wanted.includes(query)) queryClient.getQueryCache().remove(query);
    if (wanted.length === 0) return;
    await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
  }
}

function isEnabled(query: Query): boolean {
  const options = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const enabled = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled;
  return enabled !== false && typeof query.options.queryFn === 'function';
}
