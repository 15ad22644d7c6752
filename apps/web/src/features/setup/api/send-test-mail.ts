import type { SendTestMailRequest } from '@club-pulse/contracts/setup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST api/admin/setup/testMail: sent at once through the configured SMTP server; the answer says whether it left. */
export const sendTestMail = (body: SendTestMailRequest) => apiClient.post('/api/admin/setup/testMail', { body });
export const useSendTestMail = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendTestMail, onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'setup'] }) });
};
