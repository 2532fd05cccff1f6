import type { PurchaseChoice } from '../../components/product-actions';
import type { TranslationKey } from '../../lib/i18n';

export type CartChoice = PurchaseChoice;

/**
 * spec: storefront §5 "Add to cart" — what the shopper still has to choose before adding: a colour
 * when the product has colours, a size when it has sizes (in the order the panel shows them).
 */
export function missingChoices(
  product: { colors: string[]; sizes: string[] },
  choice: Pick<CartChoice, 'color' | 'size'>,
): TranslationKey[] {
  const missing: TranslationKey[] = [];
  if (product.colors.length > 0 && !(choice.color && product.colors.includes(choice.color)))
    missing.push('basket.selectColor');
  if (product.sizes.length > 0 && !(choice.size && product.sizes.includes(choice.size)))
    missing.push('basket.selectSize');
  return missing;
}
