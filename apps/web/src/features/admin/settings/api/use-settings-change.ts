import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshStorefrontQueries } from '../../../../lib/storefront-cache';
import { settingsKeys } from './keys';

/**
 * A change of the settings: on success the settings' lists are read again, and so is every
 * storefront read of categories, tags and brand categories kept in this tab (issue 13: every
 * change shows in the storefront at once; the server drops its own kept answers).
 */
export function useSettingsChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: settingsKeys.all }),
        refreshStorefrontQueries(client),
      ]);
    },
  });
}
