import { useSessionStore } from '../../lib/session';

/**
 * spec: dashboards §3 "Current brand" — the brand id comes from the current-brand lookup
 * (/brands/me, kept in the session). Null until it has answered; the server scopes every brand
 * call to the token's brand whatever id a path carries.
 */
export function useBrandId(): number | null {
  return useSessionStore((state) => state.brand?.id ?? null);
}

/**
 * Query keys of the brand dashboard, general to specific: a change of products, orders or reviews
 * invalidates `brandKeys.all(brandId)` and every figure of the dashboard follows.
 */
export const brandKeys = {
  all: (brandId: number) => ['brand', brandId] as const,
  area: (brandId: number, area: string) => [...brandKeys.all(brandId), area] as const,
};
