/** Query keys of the auth area, general to specific. */
export const authKeys = {
  all: ['auth'] as const,
  currentUser: (token: string) => [...authKeys.all, 'current-user', token] as const,
  currentBrand: (token: string) => [...authKeys.all, 'current-brand', token] as const,
};
