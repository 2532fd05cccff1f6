import type { Order } from '@souk/shared/responses/orders';

/** An address as an order holds it (shipping or billing). */
export type PostalAddressLines = {
  name?: string | null;
  address: string | null;
  zipCode: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  phone?: string | null;
};

type ShippingFields =
  | 'shippingFirstName'
  | 'shippingLastName'
  | 'shippingPhone'
  | 'shippingAddress'
  | 'shippingZipCode'
  | 'shippingCity'
  | 'shippingState'
  | 'shippingCountry';

/** Where an order goes: its shipping fields as the lines of an address. */
export const shippingAddressOf = (order: Pick<Order, ShippingFields>): PostalAddressLines => ({
  name: [order.shippingFirstName, order.shippingLastName].filter(Boolean).join(' '),
  address: order.shippingAddress,
  zipCode: order.shippingZipCode,
  city: order.shippingCity,
  state: order.shippingState,
  country: order.shippingCountry,
  phone: order.shippingPhone,
});

/**
 * An order's delivery or billing address (the brand's and the admin's order details): name,
 * street, postal code and city, state, country, and the phone written left to right.
 */
export function PostalAddress({ address }: { address: PostalAddressLines }) {
  const place = [address.zipCode, address.city].filter(Boolean).join(' ');
  const lines = [
    address.name,
    address.address,
    [place, address.state].filter(Boolean).join(', '),
    address.country,
  ].filter(Boolean);
  return (
    <address className="not-italic text-slate-800">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
      {address.phone && (
        <bdi dir="ltr" className="block">
          {address.phone}
        </bdi>
      )}
    </address>
  );
}
