import { createContext, useContext, type ReactNode } from 'react';
import type { Product } from '@souk/shared/responses/catalogue';
import type { ProductSummary } from './product-card';

/** What a shopper has chosen on a product page. */
export type PurchaseChoice = { size: string | null; color: string | null; quantity: number };

/**
 * The commerce controls of product cards and product pages (wishlist heart, add to cart). The
 * storefront's shared components show whatever the app provides here, so that browsing code does
 * not depend on the cart; without a provider they show none.
 */
export type ProductActions = {
  /** Over a card's picture. */
  cardTop?: (product: ProductSummary) => ReactNode;
  /** Under a card's price. */
  cardFooter?: (product: ProductSummary) => ReactNode;
  /** Under a product page's options, with the shopper's choice. */
  purchase?: (product: Product, choice: PurchaseChoice) => ReactNode;
};

export const ProductActionsContext = createContext<ProductActions>({});

export const useProductActions = () => useContext(ProductActionsContext);
