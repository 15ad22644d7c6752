import type { SetDefaultLanguageRequest } from '@club-pulse/contracts/setup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** PUT api/admin/setup/defaultLanguage */
export const setDefaultLanguage = (body: SetDefaultLanguageRequest) => apiClient.put('/api/admin/setup/defaultLanguage', { body });
export const useSetDefaultLanguage = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: setDefaultLanguage, onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'setup'] }) });
};
