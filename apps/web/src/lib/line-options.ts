import { useCallback } from 'react';
import { useColorName } from './color-name';
import { useT } from './language';

/** One line of a cart or an order as its options read: "Colour: Navy · Size: M · Quantity: 2". */
export function useLineOptions(): (line: {
  color: string | null;
  size: string | null;
  quantity: number;
}) => string {
  const t = useT();
  const colorName = useColorName();
  return useCallback(
    ({ color, size, quantity }) =>
      [
        color && t('basket.colorOf', { color: colorName(color) }),
        size && t('basket.sizeOf', { size }),
        t('basket.quantityOf', { count: quantity }),
      ]
        .filter(Boolean)
        .join(' · '),
    [t, colorName],
  );
}
