import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ProductActionsContext } from '../components/product-actions';
import { Toaster } from '../components/toaster';
import { RenderedLanguageContext } from '../lib/language';
import { NO_HINTS, RenderHintsContext, type RenderHints } from '../lib/render-hints';
import type { Language } from '@souk/shared/constants';
import { basketActions } from './basket-actions';

type AppShellProps = {
  queryClient: QueryClient;
  /** The page's language when the server renders it. */
  language?: Language;
  hints?: RenderHints;
  /** The router: the browser's, or the server's static one. */
  children: ReactNode;
};

/** What surrounds the router, the same in the browser and on the server. */
export function AppShell({ queryClient, language, hints, children }: AppShellProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RenderedLanguageContext.Provider value={language}>
        <RenderHintsContext.Provider value={hints ?? NO_HINTS}>
          <ProductActionsContext.Provider value={basketActions}>
            {children}
          </ProductActionsContext.Provider>
          <Toaster />
        </RenderHintsContext.Provider>
      </RenderedLanguageContext.Provider>
    </QueryClientProvider>
  );
}
