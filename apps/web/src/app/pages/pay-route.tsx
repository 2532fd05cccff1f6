import { useQueryClient } from '@tanstack/react-query';
import { useCart } from '../../features/basket/api/cart';
import { basketKeys } from '../../features/basket/api/keys';
import { PayPage } from '../../features/checkout/pages/pay-page';

/**
 * /pay — the app composes the basket and checkout features: the payment page gets the cart from
 * here, and says when an order took the lines out of it.
 */
export default function PayRoute() {
  const cart = useCart({ fresh: true });
  const queryClient = useQueryClient();
  return (
    <PayPage
      cart={cart.data}
      cartLoading={cart.isPending}
      cartError={cart.isError ? cart.error : undefined}
      onRetryCart={() => void cart.refetch()}
      onOrderPlaced={() => void queryClient.invalidateQueries({ queryKey: basketKeys.cart() })}
    />
  );
}
