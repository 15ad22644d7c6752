import type { SetDefaultLanguageRequest } from '@club-pulse/contracts/setup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** PUT api/admin/setup/defaultLanguage */
export const setDefaultLanguage = (body: SetDefaultLanguageRequest) => http.put<SetDefaultLanguageRequest>('api/admin/setup/defaultLanguage', body);
export const useSetDefaultLanguage = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: setDefaultLanguage, onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'setup'] }) });
};
