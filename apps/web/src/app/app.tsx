import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { ProductActionsContext } from '../components/product-actions';
import { Toaster } from '../components/toaster';
import { queryClient } from '../lib/query-client';
import { basketActions } from './basket-actions';
import { router } from './router';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ProductActionsContext.Provider value={basketActions}>
        <RouterProvider router={router} />
      </ProductActionsContext.Provider>
      <Toaster />
    </QueryClientProvider>
  );
}
