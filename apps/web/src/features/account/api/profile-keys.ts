/** Query keys of the profile and settings pages, general to specific. */
export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
  overview: () => [...profileKeys.all, 'overview'] as const,
};
