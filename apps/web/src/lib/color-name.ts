import { useCallback } from 'react';
import { COLORS, type ColorName } from '@souk/shared/constants';
import { useT } from './language';

const KNOWN_COLORS = new Set<string>(COLORS.map((color) => color.name));

const isColorName = (name: string): name is ColorName => KNOWN_COLORS.has(name);

/**
 * Colour names in the reader's language, following the language control. The API and the address
 * keep the English name; a colour the shop's list does not know is shown as it is.
 */
export function useColorName(): (name: string) => string {
  const t = useT();
  return useCallback((name: string) => (isColorName(name) ? t(`colors.${name}`) : name), [t]);
}
