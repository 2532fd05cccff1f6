import type { Cart, CartItem } from '@souk/shared/responses/basket';

/**
 * spec: storefront §2 "Cart page" — Continue goes to /pay carrying cartItems, subtotal, discount,
 * shipping and total. The items carry the names the spec's client derives (cart_quantity, name,
 * price, producer, selectedColor, selectedSize), as a client written against the spec expects.
 * Souk's own payment page reads the live cart instead, and the server prices the order.
 */
export type CheckoutState = {
  cartItems: (CartItem & {
    cart_quantity: number;
    name: string;
    price: number;
    producer: string;
    selectedColor: string | null;
    selectedSize: string | null;
  })[];
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
};

export function checkoutState(cart: Cart): CheckoutState {
  return {
    cartItems: cart.items.map((item) => ({
      ...item,
      cart_quantity: item.quantity,
      name: item.productName,
      price: item.unitPrice,
      producer: item.brandName,
      selectedColor: item.color,
      selectedSize: item.size,
    })),
    subtotal: cart.totalPrice,
    discount: 0,
    shipping: cart.shippingCost,
    total: cart.total,
  };
}
