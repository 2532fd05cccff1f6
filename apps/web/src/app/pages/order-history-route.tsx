import { useQueryClient } from '@tanstack/react-query';
import { basketKeys } from '../../features/basket/api/keys';
import { OrderHistoryPage } from '../../features/orders/pages/order-history-page';

/**
 * /dashboard/profile/order-history — the app composes the orders and basket features: Buy Again
 * puts items in the cart, so the header's cart is asked for again.
 */
export default function OrderHistoryRoute() {
  const queryClient = useQueryClient();
  return (
    <OrderHistoryPage
      onCartChanged={() => void queryClient.invalidateQueries({ queryKey: basketKeys.cart() })}
    />
  );
}
